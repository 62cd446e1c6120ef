import type { PageName } from '@kabuto/shared/contracts/admin-content';
import type { Language } from '@kabuto/shared/catalogue';

interface PageText {
  title: string;
  body: string;
}

/** The first text of each page; staff edit them afterwards (back office). */
export const DEFAULT_PAGES: Readonly<Record<PageName, Readonly<Record<Language, PageText>>>> = {
  about: {
    jp: {
      title: 'Kabutoについて',
      body: [
        'Kabuto（兜）は、日本・米国・中国の株式をひとつのアプリで取引できる、オープンソースの個人向け証券プラットフォームです。',
        '信用取引（ロング・ショート）、新規公開株の申込、ブロック取引、コピートレード、デイトレード、株式の貸出、信用ローン、入出金と両替、本人確認をご利用いただけます。',
        '現在はシミュレーションモードで動作しています。表示される株価や約定はすべてシミュレーションであり、実際の市場の値ではありません。',
        'お客様の資金は、すべて複式簿記の台帳で管理され、残高を直接書き換える操作は存在しません。',
        '当社スタッフがSNSやメッセージアプリで認証コードや送金を求めることは決してありません。アクセスキーなどのコードは、必ずアプリ内メッセージでお届けします。',
      ].join('\n\n'),
    },
    cn: {
      title: '关于Kabuto',
      body: [
        'Kabuto（兜）是一个开源的零售证券平台，可在一个应用中交易日本、美国和中国市场的股票。',
        '支持杠杆交易（做多、做空）、新股申购、大宗交易、量化跟单、日内交易、股票出借、信用贷款、充值提现与货币兑换、实名认证。',
        '当前运行于模拟模式：页面显示的行情与成交均为模拟数据，并非真实市场价格。',
        '您的资金全部通过复式记账台账管理，任何人都无法直接修改余额。',
        '工作人员绝不会通过社交媒体或聊天软件向您索取验证码或要求转账。访问密钥等代码只会通过站内信发送。',
      ].join('\n\n'),
    },
    us: {
      title: 'About Kabuto',
      body: [
        'Kabuto is an open-source retail brokerage platform: one app to trade stocks in Japan, the US and China.',
        'It offers leveraged trading (long and short), IPO subscriptions, block trades, copy trading, day trading, share lending, credit loans, deposits, withdrawals, currency exchange and identity verification.',
        'This installation runs in simulation mode: every price and fill you see is simulated, not a real market price.',
        'Your money is kept in a double-entry ledger; nobody can simply overwrite a balance.',
        'Our staff will never ask you for codes or payments through social media or chat apps. Access codes are delivered only as in-app messages.',
      ].join('\n\n'),
    },
  },
  privacy: {
    jp: {
      title: 'プライバシーポリシー',
      body: [
        '1. 取得する情報：携帯電話番号、本人確認書類の情報と画像、銀行口座情報、取引・入出金の記録、アクセス記録。',
        '2. 利用目的：口座の開設と管理、本人確認、法令に基づく確認、取引と入出金の処理、不正利用の防止、お問い合わせへの対応。',
        '3. 保管：本人確認書類や振込明細の画像は非公開の領域に保存され、ご本人と審査担当のスタッフのみが閲覧できます。パスワードはハッシュ化して保存し、平文では保持しません。',
        '4. 第三者提供：法令に基づく場合を除き、ご本人の同意なく第三者に提供しません。',
        '5. スタッフの操作はすべて監査ログに記録されます。',
        '6. 開示・訂正・削除のご請求は、アプリ内のカスタマーサポートからご連絡ください。',
      ].join('\n\n'),
    },
    cn: {
      title: '隐私政策',
      body: [
        '1. 收集的信息：手机号码、身份证件信息与照片、银行卡信息、交易与资金记录、访问记录。',
        '2. 使用目的：开立与管理账户、实名认证、依法核查、处理交易与资金、防范欺诈、回复您的咨询。',
        '3. 存储：证件照片与转账截图保存在非公开区域，仅您本人及负责审核的工作人员可查看。密码经哈希处理后保存，不保存明文。',
        '4. 对外提供：除法律要求外，未经您同意不会向第三方提供。',
        '5. 工作人员的所有操作均记录在审计日志中。',
        '6. 如需查阅、更正或删除个人信息，请通过应用内客服联系我们。',
      ].join('\n\n'),
    },
    us: {
      title: 'Privacy policy',
      body: [
        '1. What we collect: your mobile number, identity document details and photos, bank card details, trading and fund records, and access logs.',
        '2. Why: to open and run your account, verify your identity, meet legal checks, process trades and payments, prevent fraud and answer your questions.',
        '3. Storage: identity photos and transfer screenshots are kept in private storage that only you and the reviewing staff can open. Passwords are stored as hashes, never as plain text.',
        '4. Sharing: we do not share your data with third parties without your consent, except where the law requires it.',
        '5. Every staff action is written to an audit log.',
        '6. To see, correct or delete your data, contact customer support from the app.',
      ].join('\n\n'),
    },
  },
  protocol: {
    jp: {
      title: '利用規約',
      body: [
        '第1条（適用）本規約は、Kabutoが提供する証券取引サービスの利用に関する条件を定めるものです。',
        '第2条（口座）お客様は、ご本人名義の携帯電話番号で1つの口座を開設できます。本人確認の完了前は、取引と出金はご利用いただけません。',
        '第3条（取引とリスク）信用取引は損失が証拠金を上回る可能性があります。手数料、金利、ロスカット水準などの条件は、ご注文の前に画面に表示します。',
        '第4条（入出金）出金は、本人確認、銀行口座の登録、取引パスワードを条件とします。出金に隠れた手数料はありません。却下された出金は直ちに返金されます。',
        '第5条（禁止事項）他人になりすます行為、不正アクセス、相場操縦など法令に反する行為を禁止します。',
        '第6条（口座の制限）規約違反のおそれがある場合、ログインの停止、口座の凍結、取引の制限を行うことがあります。その際は理由をお知らせします。',
        '第7条（シミュレーション）シミュレーションモードでの価格と約定は実際の市場のものではありません。',
      ].join('\n\n'),
    },
    cn: {
      title: '用户协议',
      body: [
        '第一条（适用）本协议规定使用Kabuto证券交易服务的条件。',
        '第二条（账户）您可使用本人名下的手机号码开立一个账户。完成实名认证前，不能进行交易和提现。',
        '第三条（交易与风险）杠杆交易的亏损可能超过保证金。手续费、利息、强制平仓线等条件会在您下单前显示。',
        '第四条（充值与提现）提现需完成实名认证、绑定银行卡并设置资金密码。提现不收取任何隐藏费用，被驳回的提现将立即退回。',
        '第五条（禁止行为）禁止冒用他人身份、非法访问、操纵市场等违法行为。',
        '第六条（账户限制）如有违反协议之嫌，我们可能禁止登录、冻结账户或限制交易，并告知原因。',
        '第七条（模拟）模拟模式下的价格与成交并非真实市场数据。',
      ].join('\n\n'),
    },
    us: {
      title: 'User agreement',
      body: [
        '1. Scope. This agreement sets the terms for using the Kabuto brokerage service.',
        '2. Account. You may open one account with a mobile number in your own name. Trading and withdrawals are available once your identity is verified.',
        '3. Trading and risk. Leveraged trading can lose more than your margin. Fees, interest and liquidation levels are shown before you place an order.',
        '4. Deposits and withdrawals. A withdrawal needs a verified identity, a bound bank card and your fund password. Withdrawals carry no hidden fee, and a rejected withdrawal is returned at once.',
        '5. Prohibited conduct. Impersonation, unauthorised access, market manipulation and other unlawful acts are prohibited.',
        '6. Account restrictions. Where a breach is suspected we may ban login, freeze the account or bar trading, and we tell you why.',
        '7. Simulation. In simulation mode, prices and fills are not those of a real market.',
      ].join('\n\n'),
    },
  },
  service: {
    jp: {
      title: 'カスタマーサービス',
      body: [
        '受付時間：平日 9:00〜18:00（日本時間）。土日祝日と年末年始（12月31日〜1月3日）はお休みです。受付時間外のお問い合わせには、翌営業日に順番にお答えします。',
        'お問い合わせ窓口：スタッフからのご連絡とお問い合わせへの回答は、すべてアプリ内の「お知らせ」にお届けします。アクセスキーや入出金のご案内も「お知らせ」だけでお送りします。',
        'よくある質問',
        'Q. 入金はいつ反映されますか？\nA. 銀行振込の入金は、振込の控えをアップロードいただいた後、スタッフが確認して反映します。確認は受付時間内に行います。',
        'Q. 出金できないのはなぜですか？\nA. 建玉がある間、または審査中の入出金がある間は出金できません。出金画面のチェックリストで、満たしていない条件をご確認ください。',
        'Q. 取引時間外に注文できますか？\nA. 市場が閉まっている間は注文できません。注文画面に次の取引開始時刻が表示されます。デモ口座では練習セッションをご利用いただけます。',
        'Q. IPOの抽選結果はどこで確認できますか？\nA. 「IPO申込履歴」に結果が表示され、「お知らせ」でもお知らせします。抽選は公開されたシードで誰でも再計算できます。',
        'Q. ブロック取引のアクセスキーはどこに届きますか？\nA. アクセスキーは「お知らせ」だけでお届けします。メールやSNSでお送りすることはありません。',
        '当社スタッフがSNSやメッセージアプリで認証コードや送金を求めることは決してありません。',
      ].join('\n\n'),
    },
    cn: {
      title: '客户服务',
      body: [
        '服务时间：工作日 9:00–18:00（日本时间）。周末、节假日及年末年初（12月31日至1月3日）休息。非服务时间的咨询将于下一个工作日依次答复。',
        '联系渠道：工作人员的通知及对您咨询的答复，全部发送到应用内的「站内信」。访问密钥及充值提现通知也只通过站内信发送。',
        '常见问题',
        '问：充值什么时候到账？\n答：银行转账充值在您上传转账凭证后，由工作人员核对后入账。核对在服务时间内进行。',
        '问：为什么无法提现？\n答：持有仓位期间或有审核中的资金申请时无法提现。请在提现页面的检查清单中查看未满足的条件。',
        '问：非交易时间可以下单吗？\n答：市场休市期间无法下单，下单页面会显示下一个交易时段的开始时间。演示账户可使用练习时段。',
        '问：在哪里查看新股中签结果？\n答：「申购记录」中会显示结果，并通过站内信通知。抽签使用公开的种子，任何人都可以重新计算。',
        '问：大宗交易的访问密钥会发到哪里？\n答：访问密钥只通过「站内信」发送，不会通过邮件或社交媒体发送。',
        '工作人员绝不会通过社交媒体或聊天软件向您索取验证码或要求转账。',
      ].join('\n\n'),
    },
    us: {
      title: 'Customer service',
      body: [
        'Opening hours: weekdays 9:00–18:00 Japan time. Closed on weekends, public holidays and from 31 December to 3 January. Questions sent outside these hours are answered in order on the next working day.',
        'How we reach you: every notice from our staff and every answer to your questions arrives in Messages inside the app. Access keys and deposit or withdrawal notices are sent only there.',
        'Frequently asked questions',
        'Q. When does a deposit arrive?\nA. A bank-transfer deposit is credited once staff have checked the transfer slip you uploaded; the check is made during opening hours.',
        'Q. Why can I not withdraw?\nA. Withdrawals wait while you hold positions or while another money request is under review. The checklist on the withdrawal screen shows which condition is not met.',
        'Q. Can I order outside trading hours?\nA. Not while the market is closed; the order sheet shows when the next session opens. The demo account can use the practice session.',
        'Q. Where do I see my IPO lottery result?\nA. In My subscriptions, and in Messages. The draw uses a published seed, so anyone can recompute it.',
        'Q. Where does a block-trade access key arrive?\nA. Only in Messages; we never send one by e-mail or social media.',
        'Our staff will never ask you for codes or payments through social media or chat apps.',
      ].join('\n\n'),
    },
  },
};
