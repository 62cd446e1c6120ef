import type { Language } from '@kabuto/shared/catalogue';
import type { AppContext } from '../../context.ts';
import { encodePng } from '../../lib/png.ts';
import type { Bar } from '../market/market-data.ts';
import { PRICE_SCALE } from '../market/price-rules.ts';
import type { NewsInput } from '../news/service.ts';

/**
 * Demo market reports: what one instrument did over the simulated market's last three months,
 * written from its daily bars, with the chart drawn from the same bars. The paragraph
 * `[chart:CODE]` is where the app draws the instrument's live chart inline.
 */

const DAYS = 90;
const W = 640;
const H = 320;

/** Neutral ink: red and green mean up or down by the customer's own setting. */
const CHART_COLOUR = [37, 99, 235] as const;

export const CHART_PARAGRAPH = (code: string) => `[chart:${code}]`;

interface Figures {
  name: Record<Language, string>;
  code: string;
  unit: (e4: number) => string;
  first: number;
  last: number;
  high: Bar;
  low: Bar;
  volume: number;
}

function pct(from: number, to: number): string {
  const v = ((to - from) / from) * 100;
  return `${v >= 0 ? '+' : ''}${v.toFixed(2)}`;
}

function figuresOf(ctx: AppContext, code: string, bars: readonly Bar[]): Figures | null {
  const inst = ctx.market.instrument(code);
  const index = ctx.market.indices().find((i) => i.code === code);
  const name = inst?.name ?? index?.name;
  if (!name || bars.length < 2) return null;
  const currency = inst?.currency;
  const decimals = currency === 'JPY' ? 0 : 2;
  const unit = (e4: number) => {
    const text = (e4 / PRICE_SCALE).toLocaleString('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    return currency === 'JPY' ? `¥${text}` : currency === 'USD' ? `$${text}` : text;
  };
  const high = bars.reduce((a, b) => (b.high_e4 > a.high_e4 ? b : a));
  const low = bars.reduce((a, b) => (b.low_e4 < a.low_e4 ? b : a));
  const volume = Math.round(bars.reduce((t, b) => t + b.volume, 0) / bars.length);
  return {
    name: { jp: name.jp, cn: name.cn, us: name.us },
    code,
    unit,
    first: bars[0]!.close_e4,
    last: bars[bars.length - 1]!.close_e4,
    high,
    low,
    volume,
  };
}

function texts(f: Figures): Pick<NewsInput, 'title' | 'summary' | 'body'> {
  const change = pct(f.first, f.last);
  // Where a word says the direction (上昇 / 下跌), the figure carries no sign: "下跌6.87%".
  const size = change.replace(/^[+-]/, '');
  const range = pct(f.low.low_e4, f.high.high_e4).replace('+', '');
  const up = f.last >= f.first;
  const [hi, lo, last, first] = [f.high.high_e4, f.low.low_e4, f.last, f.first].map(f.unit);
  const [hiDay, loDay] = [f.high.time.slice(0, 10), f.low.time.slice(0, 10)];
  const vol = f.volume.toLocaleString('en-US');
  const chart = CHART_PARAGRAPH(f.code);
  return {
    title: {
      jp: `${f.name.jp}：直近3か月は${change}%`,
      cn: `${f.name.cn}：近三个月${change}%`,
      us: `${f.name.us}: ${change}% over three months`,
    },
    summary: {
      jp: `終値${last}。3か月の高値は${hi}、安値は${lo}でした。`,
      cn: `收盘${last}，三个月最高${hi}，最低${lo}。`,
      us: `Closed at ${last}; the three-month high was ${hi} and the low ${lo}.`,
    },
    body: {
      jp: [
        `${f.name.jp}（${f.code}）は、Kabutoのシミュレーション市場で直近の終値が${last}となり、約3か月前の${first}から${size}%${up ? '上昇' : '下落'}しました。`,
        `この間の高値は${hi}（${hiDay}）、安値は${lo}（${loDay}）で、高値と安値の差は安値の${range}%です。1日の平均出来高は${vol}でした。`,
        chart,
        'チャートは日足の終値です（分割は前方調整）。価格はすべてシミュレーションで、実際の市場の値ではありません。銘柄画面では分足から年足まで、テクニカル指標とともに確認できます。',
      ].join('\n\n'),
      cn: [
        `${f.name.cn}（${f.code}）在Kabuto模拟市场的最新收盘价为${last}，较约三个月前的${first}${up ? '上涨' : '下跌'}${size}%。`,
        `期间最高价为${hi}（${hiDay}），最低价为${lo}（${loDay}），高低差为最低价的${range}%。日均成交量为${vol}。`,
        chart,
        '图表为日线收盘价（拆股前复权）。所有价格均为模拟数据，并非真实市场价格。在个股页面可查看从分钟线到年线的走势及技术指标。',
      ].join('\n\n'),
      us: [
        `${f.name.us} (${f.code}) last closed at ${last} in Kabuto's simulated market, ${change}% from ${first} about three months ago.`,
        `Over the period the high was ${hi} (${hiDay}) and the low ${lo} (${loDay}), a range of ${range}% of the low. Average daily volume was ${vol}.`,
        chart,
        'The chart shows daily closes, forward adjusted for splits. Every price is simulated, not a real market price. The stock page shows minute to yearly bars with technical indicators.',
      ].join('\n\n'),
    },
  };
}

/** A line-and-area chart of the closes, with a light grid, as a PNG banner. */
export function chartPng(bars: readonly Bar[], colour: readonly [number, number, number]): Buffer {
  const closes = bars.map((b) => b.close_e4);
  const max = Math.max(...closes);
  const min = Math.min(...closes);
  const span = Math.max(1, max - min);
  const pad = 24;
  const yAt = (x: number) => {
    const t = (x / (W - 1)) * (closes.length - 1);
    const i = Math.min(closes.length - 2, Math.floor(t));
    const v = closes[i]! + (closes[i + 1]! - closes[i]!) * (t - i);
    return pad + (1 - (v - min) / span) * (H - 2 * pad);
  };
  const line = Array.from({ length: W }, (_, x) => yAt(x));
  const [r, g, b] = colour;
  return encodePng(W, H, (x, y) => {
    const ly = line[x]!;
    const slope = Math.abs((line[Math.min(W - 1, x + 1)] ?? ly) - ly);
    if (Math.abs(y - ly) <= 1.5 + slope / 2) return [r, g, b];
    if (y > ly) {
      const k = 0.12 + 0.2 * (1 - (y - ly) / (H - ly + 1));
      return [255 - (255 - r) * k, 255 - (255 - g) * k, 255 - (255 - b) * k].map(Math.round) as [
        number,
        number,
        number,
      ];
    }
    if (y % 64 === 0 || x % 128 === 0) return [236, 236, 240];
    return [250, 250, 252];
  });
}

/** A report on `code` for the news list, or null when the market has no history for it. */
export function marketReport(
  ctx: AppContext,
  code: string,
  market: NewsInput['market'],
): (NewsInput & { image: Buffer }) | null {
  const bars = ctx.market.bars(code, 'day', 'forward', DAYS);
  const f = figuresOf(ctx, code, bars);
  if (!f) return null;
  return { market, publish: true, ...texts(f), image: chartPng(bars, CHART_COLOUR) };
}
