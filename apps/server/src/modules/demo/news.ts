import type { AppContext } from '../../context.ts';
import { chartPng, marketReport } from './market-news.ts';
import type { NewsInput } from '../news/service.ts';
import { createNews, hasNews } from '../news/service.ts';

/**
 * Demo articles: guides to the rules this platform really applies, each headed by a chart of its
 * market's index drawn from the simulated market; then market reports written from it.
 */
const ARTICLES: (NewsInput & { colour: [number, number, number] })[] = [
  {
    market: 'jpy',
    colour: [200, 30, 45],
    publish: true,
    title: {
      jp: '東証の値幅制限を知っておこう',
      cn: '了解东京证券交易所的涨跌幅限制',
      us: 'Know the Tokyo Stock Exchange daily price limits',
    },
    summary: {
      jp: '前日終値によって1日に動ける幅が決まります。Kabutoは注文時にこの制限を確認します。',
      cn: '每日可变动的幅度由前一日收盘价决定，Kabuto在下单时会检查该限制。',
      us: 'How far a price may move in a day depends on the previous close; Kabuto checks it when you order.',
    },
    body: {
      jp: '東京証券取引所では、前日の終値（基準値段）に応じて1日の値幅が決められています。例えば基準値段が2,999円なら上下500円、3,000円なら上下700円です。\n\nストップ高で成行買いはできず、ストップ安で成行の空売りもできません。指値が制限値幅を超える注文はお受けできません。\n\n株価画面には当日の制限値幅（上限・下限）が表示されます。',
      cn: '东京证券交易所根据前一日收盘价（基准价）设定当日涨跌幅。例如基准价为2,999日元时上下限为500日元，3,000日元时为700日元。\n\n涨停时无法以市价买入，跌停时无法以市价卖空；超出限制的限价单不会被接受。\n\n股票详情页会显示当日的涨停价与跌停价。',
      us: 'The Tokyo Stock Exchange sets each day’s price range from the previous close (the base price). A base of ¥2,999 allows ¥500 either way; from ¥3,000 the range is ¥700.\n\nAt limit-up a market buy cannot fill, and at limit-down a market short sale cannot either. Limit prices outside the range are refused.\n\nEvery stock page shows the day’s upper and lower limits.',
    },
  },
  {
    market: 'all',
    colour: [255, 196, 0],
    publish: true,
    title: {
      jp: '証拠金と強制決済のしくみ',
      cn: '保证金与强制平仓是如何运作的',
      us: 'How margin and forced closing work',
    },
    summary: {
      jp: '評価損が証拠金の50%で警告、80%で必要な分だけ決済します。',
      cn: '浮亏达到保证金50%时预警，达到80%时只平掉恢复到阈值所需的部分。',
      us: 'A warning at 50% of margin lost; at 80% only what restores the threshold is closed.',
    },
    body: {
      jp: 'レバレッジ取引では、代金のうち「代金÷レバレッジ」を証拠金としてお預かりします。\n\n評価損が証拠金の50%に達するとメッセージでお知らせし、80%に達すると損失率の大きいポジションから、基準を下回るのに必要な数量だけを決済します。\n\n注文前の確認画面に、手数料、印紙税、ロスカット価格を表示します。',
      cn: '杠杆交易中，我们收取“成交金额÷杠杆倍数”作为保证金。\n\n浮亏达到保证金的50%时会发送站内信提醒；达到80%时，会从亏损比例最高的持仓开始，只平掉恢复到阈值以下所需的数量。\n\n下单前的确认页面会显示手续费、印花税和强平价格。',
      us: 'With leverage, you put up cost ÷ leverage as margin.\n\nWhen losses reach 50% of your margin we send a message. At 80%, positions are closed starting with the worst loss ratio — only as many shares as it takes to get back under the threshold.\n\nThe order preview shows fees, stamp duty and the liquidation price before you confirm.',
    },
  },
  {
    market: 'usd',
    colour: [22, 140, 80],
    publish: true,
    title: {
      jp: '米国株の取引時間と休場日',
      cn: '美股的交易时间与休市日',
      us: 'US trading hours and market holidays',
    },
    summary: {
      jp: '米国東部時間9:30〜16:00。夏時間の切り替えにも自動で対応します。',
      cn: '美国东部时间9:30至16:00，自动适应夏令时切换。',
      us: '9:30 to 16:00 Eastern time, following daylight saving automatically.',
    },
    body: {
      jp: 'ニューヨーク証券取引所とナスダックは米国東部時間の9:30から16:00まで取引されます（感謝祭の翌日などは13:00まで）。\n\n米国株には値幅制限がありません。独立記念日が土曜日の年は前日の金曜日が休場になります。\n\n練習セッションを有効にすると、シミュレーション市場は時間外も開いたままになります。',
      cn: '纽约证券交易所和纳斯达克在美国东部时间9:30至16:00交易（感恩节次日等提前至13:00收盘）。\n\n美股没有涨跌幅限制。独立日逢周六时，前一个周五休市。\n\n启用练习时段后，模拟市场在非交易时间也保持开放。',
      us: 'The NYSE and Nasdaq trade from 9:30 to 16:00 Eastern time (13:00 on early-close days such as the day after Thanksgiving).\n\nUS stocks have no daily price limit. When Independence Day falls on a Saturday, the market closes on the Friday before.\n\nWith the practice session on, the simulated markets stay open outside these hours.',
    },
  },
  {
    market: 'cny',
    colour: [210, 40, 40],
    publish: true,
    title: {
      jp: '中国A株：主板は±10%、科創板・創業板は±20%',
      cn: 'A股：主板涨跌幅10%，科创板与创业板20%',
      us: 'China A-shares: ±10% on the main board, ±20% on STAR and ChiNext',
    },
    summary: {
      jp: '上海・深センは昼休みあり。印紙税は売却時にのみかかります。',
      cn: '沪深两市有午间休市，印花税仅在卖出时收取。',
      us: 'Shanghai and Shenzhen break for lunch; stamp duty applies on sales only.',
    },
    body: {
      jp: '上海・深セン証券取引所の取引時間は北京時間9:30〜11:30と13:00〜15:00です。\n\n主板銘柄の値幅は前日終値の±10%、科創板（688で始まる銘柄）と創業板（300・301で始まる銘柄）は±20%です。\n\n印紙税（0.05%）は売却代金にのみかかり、注文確認画面に表示されます。',
      cn: '沪深交易所交易时间为北京时间9:30至11:30、13:00至15:00。\n\n主板股票涨跌幅为前收盘价的±10%，科创板（688开头）和创业板（300、301开头）为±20%。\n\n印花税（0.05%）仅对卖出金额收取，并会在下单确认页显示。',
      us: 'Shanghai and Shenzhen trade 9:30–11:30 and 13:00–15:00 Beijing time.\n\nMain-board stocks may move ±10% from the previous close; STAR Market (codes 688…) and ChiNext (300…, 301…) stocks ±20%.\n\nStamp duty (0.05%) is charged on sale proceeds only, and is shown in the order preview.',
    },
  },
  {
    market: 'all',
    colour: [40, 40, 48],
    publish: true,
    title: {
      jp: 'スタッフがSNSでコードや送金を求めることはありません',
      cn: '工作人员绝不会通过社交媒体索取验证码或要求转账',
      us: 'Our staff never ask for codes or payments on social media',
    },
    summary: {
      jp: 'アクセスキーなどのコードは必ずアプリ内メッセージでお届けします。',
      cn: '访问密钥等代码只会通过站内信发送。',
      us: 'Access codes are delivered only as in-app messages.',
    },
    body: {
      jp: 'Kabutoのスタッフが、SNSやチャットアプリで認証コード・アクセスキーの入力や、個人口座への送金をお願いすることは決してありません。\n\nブロック取引のアクセスキーなどは、必ずアプリ内メッセージでお届けします。\n\n出金に隠れた手数料はなく、却下された出金は直ちに口座へ戻ります。不審な連絡を受けた場合はアプリ内のカスタマーサポートへご連絡ください。',
      cn: 'Kabuto工作人员绝不会通过社交媒体或聊天软件要求您提供验证码、访问密钥，或向个人账户转账。\n\n大宗交易访问密钥等代码只会通过站内信发送。\n\n提现没有任何隐藏费用，被驳回的提现会立即退回账户。如收到可疑联系，请通过应用内客服告知我们。',
      us: 'Kabuto staff will never ask you, on social media or chat apps, for verification codes, access keys or payments to a personal account.\n\nBlock-trade access keys and other codes arrive only as in-app messages.\n\nWithdrawals carry no hidden fee, and a rejected withdrawal returns to your account at once. If someone contacts you otherwise, tell us through customer service in the app.',
    },
  },
];

/** The index whose chart heads a guide to a market's rules. */
const GUIDE_INDEX: Readonly<Record<NewsInput['market'], string>> = {
  jpy: 'N225',
  usd: 'SPX',
  cny: '000001.SH',
  all: 'N225',
};

/** A guide's banner: its market's index over the simulated market's last 90 days. */
function banner(ctx: AppContext, market: NewsInput['market'], colour: [number, number, number]) {
  return chartPng(ctx.market.bars(GUIDE_INDEX[market], 'day', 'forward', 90), colour);
}

/** Market reports written from the simulated market, one per market. */
const REPORTS: readonly { code: string; market: NewsInput['market'] }[] = [
  { code: '7203', market: 'jpy' },
  { code: 'NVDA', market: 'usd' },
  { code: '600519', market: 'cny' },
];

/** Adds the demo articles once (when there are no articles yet). */
export async function seedDemoNews(ctx: AppContext): Promise<void> {
  if (await hasNews(ctx.db)) return;
  for (const article of ARTICLES) {
    const { colour, ...input } = article;
    const image = banner(ctx, input.market, colour);
    await createNews(ctx, ctx.db, { ...input, image, actor: 'system:demo' });
  }
  for (const { code, market } of REPORTS) {
    const report = marketReport(ctx, code, market);
    if (report) await createNews(ctx, ctx.db, { ...report, actor: 'system:demo' });
  }
}
