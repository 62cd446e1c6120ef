/**
 * The message catalogue of SPEC §5, §6 and §8. The API answers with a key (`msg`); the clients
 * translate it. Placeholders are written `{{name}}` and filled from the answer's `params`.
 */

export const LANGUAGES = ['jp', 'cn', 'us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'jp';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

interface Texts {
  readonly cn: string;
  readonly us: string;
  readonly jp: string;
}

const SUPPORT_CN = '，请联系客服';
const SUPPORT_US = '. Please contact customer support.';
const SUPPORT_JP = '。カスタマーサポートにお問い合わせください。';

export const CATALOGUE = {
  // Generic
  ok: { cn: '操作成功', us: 'Done', jp: '完了しました' },
  network_error: {
    cn: '网络错误，请稍后再试',
    us: 'Network error. Please try again.',
    jp: 'ネットワークエラーです。しばらくしてから再度お試しください。',
  },
  login_again: { cn: '请重新登录', us: 'Please log in again.', jp: '再度ログインしてください' },
  invalid_parameter: {
    cn: '参数有误',
    us: 'Some of the information entered is not valid.',
    jp: '入力内容に誤りがあります',
  },
  not_found: { cn: '内容不存在', us: 'Not found.', jp: '見つかりません' },
  server_error: {
    cn: '系统繁忙，请稍后再试',
    us: 'The service is busy. Please try again later.',
    jp: 'ただいま混み合っています。しばらくしてから再度お試しください。',
  },
  forbidden: { cn: '无权限', us: 'Not allowed.', jp: '権限がありません' },
  reason_required: {
    cn: '请填写原因，客户将看到该原因',
    us: 'Enter a reason; the customer will see it.',
    jp: '理由を入力してください（お客様に表示されます）',
  },
  reason_code_required: {
    cn: '请从列表中选择驳回原因',
    us: 'Choose a rejection reason from the list.',
    jp: '却下理由を一覧から選択してください',
  },
  already_decided: {
    cn: '该申请已处理',
    us: 'This request has already been decided.',
    jp: 'この申請はすでに処理済みです',
  },

  // Validation (SPEC §5)
  amount_required: { cn: '请输入金额', us: 'Enter an amount.', jp: '金額を入力してください' },
  amount_format: {
    cn: '金额只能为数字，可带小数',
    us: 'Enter digits only, with an optional decimal part.',
    jp: '金額は数字（小数可）で入力してください',
  },
  amount_precision: {
    cn: '金额小数位数过多',
    us: 'This currency does not have that many decimals.',
    jp: 'この通貨ではその桁数の小数は使えません',
  },
  amount_positive: {
    cn: '金额必须大于零',
    us: 'The amount must be greater than zero.',
    jp: '金額は0より大きくしてください',
  },
  amount_too_large: {
    cn: '金额超出单笔上限',
    us: 'The amount is above the limit for one operation.',
    jp: '金額が1回の取引の上限を超えています',
  },
  balance_limit_reached: {
    cn: '账户余额将超出上限',
    us: 'This would take the balance above the limit an account may hold.',
    jp: '口座残高の上限を超えるため実行できません',
  },
  lots_required: {
    cn: '请输入购买手数',
    us: 'Enter the purchase lots.',
    jp: '購入株数を入力してください',
  },
  tickets_required: {
    cn: '请输入张数',
    us: 'Enter the number of tickets.',
    jp: '枚数を入力してください',
  },
  fund_password_required: {
    cn: '请输入资金密码',
    us: 'Enter your fund password.',
    jp: '取引パスワードを入力してください',
  },
  channel_password_required: {
    cn: '请输入通道密码',
    us: 'Enter the channel password.',
    jp: 'チャネルパスワードを入力してください',
  },
  password_required: {
    cn: '请输入密码',
    us: 'Enter a password.',
    jp: 'パスワードを入力してください',
  },
  password_format: {
    cn: '密码需为6至32位',
    us: 'The password must be 6 to 32 characters long.',
    jp: 'パスワードは6〜32文字で入力してください',
  },
  fund_password_format: {
    cn: '资金密码需为6位数字',
    us: 'The fund password must be 6 digits.',
    jp: '取引パスワードは数字6桁で入力してください',
  },
  passwords_mismatch: {
    cn: '两次输入的密码不一致',
    us: 'The two passwords do not match.',
    jp: '2回入力したパスワードが一致しません',
  },
  agreement_required: {
    cn: '请阅读并勾选用户协议',
    us: 'Please read and accept the user agreement.',
    jp: '利用規約を確認し、同意にチェックしてください',
  },
  privacy_required: {
    cn: '请阅读并勾选隐私声明',
    us: 'Please read and accept the privacy statement.',
    jp: 'プライバシーに関する説明を確認し、同意にチェックしてください',
  },
  credit_amount_integer: {
    cn: '增信金额必须为正整数',
    us: 'The credit amount must be a positive whole number.',
    jp: '与信追加額は正の整数で入力してください',
  },
  account_format: {
    cn: '账号须为10位手机号码',
    us: 'The account must be a ten-digit mobile number.',
    jp: 'アカウントは10桁の携帯電話番号で入力してください',
  },
  deposit_proof_required: {
    cn: '请上传转账截图',
    us: 'Please upload a screenshot of the transfer.',
    jp: '振込画面のスクリーンショットをアップロードしてください',
  },
  deposit_limit_exceeded: {
    cn: '单笔金额不能超过{{max}}',
    us: 'The amount may not exceed {{max}}.',
    jp: '1回の金額は{{max}}を超えられません',
  },
  below_minimum: {
    cn: '金额低于最低要求{{min}}',
    us: 'The amount is below the minimum of {{min}}.',
    jp: '金額が最低額{{min}}を下回っています',
  },
  already_subscribed: {
    cn: '同一新股只能申购一次',
    us: 'A new share can be subscribed only once.',
    jp: '同じ新規公開株は一度しか申し込めません',
  },
  number_format: {
    cn: '只能输入数字，可带小数',
    us: 'Enter digits only, with an optional decimal part.',
    jp: '数字（小数可）のみ入力できます',
  },
  date_range_too_long: {
    cn: '最多选择{{days}}天',
    us: 'Choose no more than {{days}} days.',
    jp: '選択できるのは{{days}}日以内です',
  },
  kyc_required: {
    cn: '请先完成实名认证',
    us: 'Please complete identity verification first.',
    jp: '先に本人確認を完了してください',
  },
  bank_card_required: {
    cn: '请先绑定银行卡',
    us: 'Please add a bank card first.',
    jp: '先に銀行口座を登録してください',
  },
  positions_open: {
    cn: '持仓期间不可提现',
    us: 'Withdrawals are not possible while positions are held.',
    jp: 'ポジション保有中は出金できません',
  },
  withdrawal_below_minimum: {
    cn: '最低提现金额为{{min}}',
    us: 'The minimum withdrawal is {{min}}.',
    jp: '最低出金額は{{min}}です',
  },

  outside_funding_hours: {
    cn: '充值与提现仅在工作日{{start}}至{{end}}办理',
    us: 'Deposits and withdrawals are handled on working days, {{start}} to {{end}}.',
    jp: '入出金のお手続きは営業日の{{start}}〜{{end}}です',
  },
  card_holder_required: {
    cn: '请输入持卡人姓名',
    us: 'Enter the card holder’s name.',
    jp: '口座名義を入力してください',
  },
  branch_required: {
    cn: '请输入开户支行及支行代码',
    us: 'Enter the branch name and branch code.',
    jp: '支店名と支店コードを入力してください',
  },

  // Session and account state (SPEC §6, §8)
  account_banned: {
    cn: `账号已被禁止登录${SUPPORT_CN}`,
    us: `This account is banned from logging in${SUPPORT_US}`,
    jp: `このアカウントはログインが停止されています${SUPPORT_JP}`,
  },
  account_frozen: {
    cn: `账号已被冻结${SUPPORT_CN}`,
    us: `This account is frozen${SUPPORT_US}`,
    jp: `このアカウントは凍結されています${SUPPORT_JP}`,
  },
  trade_barred: {
    cn: `账号已被限制交易${SUPPORT_CN}`,
    us: `This account is barred from trading${SUPPORT_US}`,
    jp: `このアカウントは取引が制限されています${SUPPORT_JP}`,
  },

  // Server messages (SPEC §8)
  loan_outstanding: {
    cn: '您有未还清的信用贷款，请先还款',
    us: 'A credit loan is outstanding. Please repay it first.',
    jp: '返済中の信用ローンがあります。先に返済してください',
  },
  repay_more_than_loan: {
    cn: '还款金额大于借款金额',
    us: 'The repayment is more than the loan.',
    jp: '返済額が借入額を超えています',
  },
  repay_less_than_loan: {
    cn: '还款金额小于借款金额',
    us: 'The repayment is less than the loan.',
    jp: '返済額が借入額に足りません',
  },
  loan_limit_insufficient: {
    cn: '可借额度不足',
    us: 'Your loan limit is not enough.',
    jp: '借入可能額が不足しています',
  },
  fundraising_insufficient: {
    cn: '募集金额不足',
    us: 'The fundraising amount is not enough.',
    jp: '募集金額が不足しています',
  },
  block_trade_closed: {
    cn: '大宗交易已关闭',
    us: 'This block trade is closed.',
    jp: 'このブロック取引は終了しました',
  },
  key_mismatch: { cn: '密钥错误', us: 'The key does not match.', jp: 'キーが一致しません' },
  channel_password_wrong: {
    cn: '通道密码错误',
    us: 'The channel password is wrong.',
    jp: 'チャネルパスワードが違います',
  },
  idempotency_mismatch: {
    cn: '该请求编号已用于其他内容的请求，请重新提交',
    us: 'This request key was already used for a different request. Please submit again.',
    jp: 'このリクエストキーは別の内容の依頼に使用済みです。もう一度送信してください',
  },
  fund_operation_in_progress: {
    cn: '另一笔资金操作正在处理中',
    us: 'Another fund operation is in progress.',
    jp: '別の資金操作を処理中です',
  },
  deposit_pending: {
    cn: '已有一笔入金正在审核中',
    us: 'A deposit is already pending.',
    jp: '審査中の入金がすでにあります',
  },
  balance_insufficient: { cn: '余额不足', us: 'Insufficient balance.', jp: '残高が不足しています' },
  available_balance_insufficient: {
    cn: '可用余额不足',
    us: 'Insufficient available balance.',
    jp: '利用可能残高が不足しています',
  },
  fund_password_wrong: {
    cn: '资金密码错误',
    us: 'The fund password is wrong.',
    jp: '取引パスワードが違います',
  },
  fund_password_locked: {
    cn: '资金密码连续输错5次，已锁定，请15分钟后再试',
    us: 'The fund password was wrong 5 times in a row and is locked. Please try again in 15 minutes.',
    jp: '取引パスワードを5回続けて間違えたため、ロックされています。15分後に再度お試しください',
  },
  fund_password_not_set: {
    cn: '请先设置资金密码',
    us: 'Please set a fund password first.',
    jp: '先に取引パスワードを設定してください',
  },
  fund_password_unlock_required: {
    cn: '请输入资金密码以确认此操作',
    us: 'Enter your fund password to confirm this operation.',
    jp: 'この操作を確定するには取引パスワードを入力してください',
  },
  funds_unlocked: {
    cn: '资金密码已验证，解锁期间确认交易无需再次输入',
    us: 'Fund password confirmed. While unlocked you will not be asked again.',
    jp: '取引パスワードを確認しました。ロック解除中は再入力なしで取引できます',
  },
  funds_locked: {
    cn: '已锁定，下次确认交易时需输入资金密码',
    us: 'Locked. The next confirmation will ask for your fund password.',
    jp: 'ロックしました。次回の取引確定時に取引パスワードを入力してください',
  },
  submitted_too_frequently: {
    cn: '提交过于频繁，请稍后再试',
    us: 'Submitted too frequently. Please wait a moment.',
    jp: '操作が頻繁すぎます。しばらくしてから再度お試しください',
  },
  sign_in_attempts_exceeded: {
    cn: '该账号登录失败次数过多，请15分钟后再试',
    us: 'Too many failed sign-ins for this account. Please try again in 15 minutes.',
    jp: 'このアカウントはログインの失敗が多すぎます。15分後に再度お試しください',
  },
  outside_trading_hours: {
    cn: '当前不在交易时间内',
    us: 'Outside trading hours.',
    jp: '取引時間外です',
  },
  product_unavailable: {
    cn: '产品不存在或已下架',
    us: 'This product does not exist or is no longer offered.',
    jp: 'この商品は存在しないか、取り扱いを終了しました',
  },
  copy_trade_time_exceeded: {
    cn: '已超过跟单时间',
    us: 'The copy-trading time limit has passed.',
    jp: 'コピートレードの受付時間を過ぎました',
  },
  same_currency: {
    cn: '相同币种不能兑换',
    us: 'A currency cannot be exchanged for itself.',
    jp: '同じ通貨同士は両替できません',
  },
  account_exists: {
    cn: '该账号已存在',
    us: 'This account already exists.',
    jp: 'このアカウントはすでに存在します',
  },
  inviter_not_found: {
    cn: '邀请人不存在',
    us: 'The inviter does not exist.',
    jp: '招待者が存在しません',
  },
  account_not_found: {
    cn: '账号不存在',
    us: 'This account does not exist.',
    jp: 'アカウントが存在しません',
  },
  wrong_account_or_password: {
    cn: '账号或密码错误',
    us: 'Wrong account or password.',
    jp: 'アカウントまたはパスワードが違います',
  },
  original_password_wrong: {
    cn: '原密码错误',
    us: 'The original password is wrong.',
    jp: '現在のパスワードが違います',
  },
  kyc_rejected: {
    cn: '实名信息未通过审核',
    us: 'Your identity information was rejected.',
    jp: '本人確認情報が承認されませんでした',
  },
  already_verified: { cn: '已实名认证', us: 'Already verified.', jp: '本人確認済みです' },
  kyc_name_required: {
    cn: '请输入与证件一致的姓名',
    us: 'Enter your name as it appears on the document.',
    jp: '本人確認書類と同じ氏名を入力してください',
  },
  id_number_invalid: {
    cn: '证件号码格式不正确',
    us: 'The ID number is not valid for this document type.',
    jp: '本人確認書類の番号が正しくありません',
  },
  id_photos_required: {
    cn: '请上传证件正反面照片',
    us: 'Please upload photos of the front and back of the document.',
    jp: '本人確認書類の表面と裏面の写真をアップロードしてください',
  },
  kyc_pending: {
    cn: '实名认证审核中',
    us: 'Your identity verification is under review.',
    jp: '本人確認を審査中です',
  },
  card_exists: {
    cn: '该银行卡已存在',
    us: 'This card already exists.',
    jp: 'この口座はすでに登録されています',
  },
  card_not_found: { cn: '银行卡不存在', us: 'Card not found.', jp: '口座が見つかりません' },
  card_limit: {
    cn: '最多绑定{{max}}张银行卡',
    us: 'You can bind at most {{max}} cards.',
    jp: '登録できる口座は{{max}}件までです',
  },
  card_number_invalid: {
    cn: '银行卡号格式不正确',
    us: 'The card number is not valid.',
    jp: '口座番号の形式が正しくありません',
  },
  price_unavailable: {
    cn: '未获取到股票价格',
    us: 'The stock price could not be obtained.',
    jp: '株価を取得できませんでした',
  },
  beyond_price_limit: {
    cn: '超出涨跌停价格限制',
    us: 'Beyond the daily price limit.',
    jp: '値幅制限を超えています',
  },
  cannot_buy: { cn: '不可买入', us: 'This cannot be bought.', jp: '購入できません' },
  leverage_invalid: {
    cn: '请选择可用的杠杆倍数',
    us: 'Choose one of the leverage options offered.',
    jp: '選択できるレバレッジを指定してください',
  },
  price_required: {
    cn: '请输入委托价格',
    us: 'Enter a limit price.',
    jp: '指値を入力してください',
  },
  price_off_tick: {
    cn: '委托价格不符合最小变动单位{{tick}}',
    us: 'The price must be a multiple of the tick size {{tick}}.',
    jp: '呼値の単位（{{tick}}）に合わない価格です',
  },
  price_not_positive: {
    cn: '价格必须大于零',
    us: 'The price must be greater than zero.',
    jp: '価格は0より大きくしてください',
  },
  price_too_precise: {
    cn: '价格小数位数超过该市场允许的位数',
    us: 'The price has more decimals than this market allows.',
    jp: 'この市場で使えない桁数の小数が含まれています',
  },
  price_outside_band: {
    cn: '价格须在市场价格的±{{pct}}%以内（{{min}}～{{max}}）',
    us: 'The price must lie within {{pct}}% of the market price ({{min}} to {{max}}).',
    jp: '価格は市場価格の±{{pct}}%以内（{{min}}〜{{max}}）にしてください',
  },
  approval_own_proposal: {
    cn: '不能批准自己提交的价格，请由另一位员工审批',
    us: 'You cannot approve your own proposal; another staff member must approve it.',
    jp: 'ご自身の提案は承認できません。別の担当者が承認してください',
  },
  price_proposal_pending: {
    cn: '该产品已有待审批的价格',
    us: 'A price for this product is already waiting for approval.',
    jp: 'この商品にはすでに承認待ちの価格があります',
  },
  price_change_after_sales: {
    cn: '已有客户购买或申购，不能再更改价格',
    us: 'Customers have already bought or applied; the price can no longer change.',
    jp: 'すでに購入・申込があるため、価格は変更できません',
  },
  too_many_pending_orders: {
    cn: '未成交委托最多{{max}}笔',
    us: 'You can have at most {{max}} pending orders.',
    jp: '未約定の注文は{{max}}件までです',
  },
  order_not_pending: {
    cn: '该委托已不是待成交状态',
    us: 'This order is no longer pending.',
    jp: 'この注文はすでに未約定ではありません',
  },
  position_locked: {
    cn: '持仓处于锁定期，{{until}}后可平仓',
    us: 'This position is locked until {{until}}.',
    jp: 'このポジションは{{until}}までロック期間中です',
  },
  short_unavailable: {
    cn: '暂无可借股票，无法卖空',
    us: 'No shares are available to borrow for a short sale.',
    jp: '貸株の在庫がないため空売りできません',
  },
  order_not_holding: {
    cn: '订单不是持仓状态，请勿重复操作',
    us: 'The order is not in holding state; do not repeat.',
    jp: 'この注文は保有中ではありません。重複して操作しないでください',
  },
  lots_below_minimum: {
    cn: '最低购买{{min}}股',
    us: 'The minimum purchase is {{min|share|shares}}.',
    jp: '最低購入株数は{{min}}株です',
  },
  redemption_pending: {
    cn: '产品正在调整持仓以支付赎回，请稍后再试',
    us: 'The product is freeing cash for redemptions. Please try again later.',
    jp: '商品が解約資金を準備中です。しばらくしてから再度お試しください',
  },
  intraday_not_active: {
    cn: '没有进行中的日内交易授权',
    us: 'You have no approved day-trading session.',
    jp: '承認済みのデイトレード枠がありません',
  },
  subscription_closed: {
    cn: '申购已截止',
    us: 'Subscriptions for this offering have closed.',
    jp: 'この銘柄の申込受付は終了しました',
  },
  ipo_over_limit: {
    cn: '最多可申购{{max}}手',
    us: 'You can apply for at most {{max|lot|lots}}.',
    jp: '申込できるのは{{max}}口までです',
  },
  not_subscription_time: {
    cn: '未到申购时间',
    us: 'It is not yet subscription time.',
    jp: 'まだ申込期間ではありません',
  },
  watchlist_full: {
    cn: '自选股最多{{max}}只',
    us: 'A watchlist holds at most {{max}} stocks.',
    jp: 'お気に入りは{{max}}銘柄までです',
  },
  kefu_unavailable: {
    cn: '未获取到客服链接',
    us: 'The customer-service link could not be obtained.',
    jp: 'カスタマーサポートのリンクを取得できませんでした',
  },

  // Failures
  purchase_failed: { cn: '购买失败', us: 'Purchase failed.', jp: '購入に失敗しました' },
  subscription_failed: { cn: '申购失败', us: 'Subscription failed.', jp: '申込に失敗しました' },
  placement_failed: { cn: '配售失败', us: 'Placement failed.', jp: '割当に失敗しました' },
  upload_failed: { cn: '上传失败', us: 'Upload failed.', jp: 'アップロードに失敗しました' },
  upload_type_invalid: {
    cn: '请上传JPG、PNG或WEBP图片',
    us: 'Please upload a JPG, PNG or WEBP image.',
    jp: 'JPG・PNG・WEBP形式の画像をアップロードしてください',
  },
  upload_too_large: {
    cn: '图片不能超过{{max}}',
    us: 'The image may not be larger than {{max}}.',
    jp: '画像は{{max}}以下にしてください',
  },
  recharge_failed: { cn: '充值失败', us: 'Recharge failed.', jp: '入金に失敗しました' },
  withdrawal_failed: { cn: '提现失败', us: 'Withdrawal failed.', jp: '出金に失敗しました' },

  // Successes
  loan_success: { cn: '借款成功', us: 'Loan granted.', jp: '借入が完了しました' },
  register_success: { cn: '注册成功', us: 'Registration complete.', jp: '登録が完了しました' },
  login_success: { cn: '登录成功', us: 'Logged in.', jp: 'ログインしました' },
  logout_success: { cn: '已退出登录', us: 'Logged out.', jp: 'ログアウトしました' },
  modify_success: { cn: '修改成功', us: 'Changes saved.', jp: '変更しました' },
  add_success: { cn: '添加成功', us: 'Added.', jp: '追加しました' },
  unbind_success: { cn: '解绑成功', us: 'Unbound.', jp: '登録を解除しました' },
  submit_success: { cn: '提交成功', us: 'Submitted.', jp: '送信しました' },
  purchase_success: { cn: '购买成功', us: 'Purchase complete.', jp: '購入しました' },
  subscription_success: { cn: '申购成功', us: 'Subscription complete.', jp: '申込が完了しました' },
  placement_success: { cn: '配售成功', us: 'Placement complete.', jp: '割当が完了しました' },
  copy_order_success: { cn: '跟单成功', us: 'Copy order placed.', jp: 'コピー注文が完了しました' },
  credit_topup_success: { cn: '增信成功', us: 'Credit topped up.', jp: '与信を追加しました' },
  exchange_success: { cn: '兑换成功', us: 'Exchange complete.', jp: '両替が完了しました' },
  upload_success: { cn: '上传成功', us: 'Uploaded.', jp: 'アップロードしました' },
  cancel_success: { cn: '撤销成功', us: 'Cancelled.', jp: '取り消しました' },
  delete_success: { cn: '删除成功', us: 'Deleted.', jp: '削除しました' },
  received_success: { cn: '领取成功', us: 'Received.', jp: '受け取りました' },
  order_placed: {
    cn: '委托已提交，价格达到{{price}}时成交',
    us: 'Order placed. It fills when the price reaches {{price}}.',
    jp: '注文を受け付けました。価格が{{price}}に達すると約定します',
  },
  order_filled: {
    cn: '已成交：{{num}}股 {{code}}，成交价{{price}}',
    us: 'Filled: {{num|share|shares}} of {{code}} at {{price}}.',
    jp: '約定しました：{{code}} {{num}}株、約定価格{{price}}',
  },
  close_requested: {
    cn: '平仓委托已提交，将于下一交易时段开盘时平仓',
    us: 'Close order placed. The position closes when the market next opens.',
    jp: '決済注文を受け付けました。次の取引開始時に決済します',
  },
  position_closed: {
    cn: '已平仓',
    us: 'Position closed.',
    jp: '決済しました',
  },
  kyc_submitted: {
    cn: '实名认证资料已提交，请等待审核',
    us: 'Your identity documents were submitted for review.',
    jp: '本人確認書類を提出しました。審査結果をお待ちください',
  },
  fund_password_set: {
    cn: '资金密码已设置',
    us: 'Fund password set.',
    jp: '取引パスワードを設定しました',
  },
  lending_started: {
    cn: '已出借{{num}}股 {{code}}，每日收取借券费',
    us: 'You lent {{num|share|shares}} of {{code}}; the fee is paid daily.',
    jp: '{{code}}を{{num}}株貸し出しました。貸株料は毎日支払われます',
  },
  lending_recalled: {
    cn: '已收回出借的股票',
    us: 'The lent shares were recalled.',
    jp: '貸株を返却しました',
  },
  lending_over_holding: {
    cn: '可出借数量为{{max}}股',
    us: 'You can lend at most {{max|share|shares}}.',
    jp: '貸出可能な数量は{{max}}株までです',
  },
  withdrawal_submitted: {
    cn: '提现申请已提交，{{amount}}已冻结，审核通过后到账',
    us: 'Withdrawal requested. {{amount}} is frozen until it is paid out.',
    jp: '出金を申請しました。{{amount}}は支払いまで凍結されます',
  },
  withdrawal_approved: {
    cn: '提现已通过（演示模式自动审核）：{{amount}}已转入绑定的银行卡',
    us: 'Withdrawal approved (automatically, in demo mode): {{amount}} was paid to your bank card.',
    jp: '出金が承認されました（デモモードの自動承認）。{{amount}}を登録口座へ送金しました',
  },
  deposit_approved_demo: {
    cn: '入金已确认（演示模式自动审核）：{{amount}}已存入现金余额',
    us: 'Deposit confirmed (automatically, in demo mode): {{amount}} was added to your cash balance.',
    jp: '入金が承認されました（デモモードの自動承認）。{{amount}}を現金残高に反映しました',
  },
  kyc_approved_demo: {
    cn: '实名认证已通过（演示模式自动审核）',
    us: 'Identity verified (automatically, in demo mode).',
    jp: '本人確認が完了しました（デモモードの自動承認）',
  },
  deposit_submitted: {
    cn: '入金申请已提交，{{amount}}确认后到账',
    us: 'Deposit submitted. {{amount}} is credited once it is confirmed.',
    jp: '入金を申請しました。確認後に{{amount}}が反映されます',
  },
  placement_requested: {
    cn: '认购已提交，{{amount}}已冻结，配售于{{deadline}}截止后进行',
    us: 'Purchase requested. {{amount}} is frozen; shares are allocated after the deadline, {{deadline}}.',
    jp: '購入を申し込みました。{{amount}}を拘束し、締切（{{deadline}}）後に割り当てます',
  },
  intraday_submitted: {
    cn: '日内交易申请已提交，{{amount}}已冻结，等待审核',
    us: 'Day-trading application submitted. {{amount}} is frozen until it is reviewed.',
    jp: 'デイトレードを申し込みました。審査まで{{amount}}を拘束します',
  },
  loan_applied: {
    cn: '借款申请已提交，等待审核',
    us: 'Loan application submitted for review.',
    jp: '借入を申し込みました。審査結果をお待ちください',
  },
  loan_repaid: {
    cn: '已还款{{amount}}',
    us: 'Repaid {{amount}}.',
    jp: '{{amount}}を返済しました',
  },
  ipo_paid: {
    cn: '已缴款{{amount}}',
    us: 'Paid {{amount}} for the allotted shares.',
    jp: '当選分の代金{{amount}}を払い込みました',
  },
  practice_started: {
    cn: '练习时段已开始：模拟市场现在开放，可随时交易',
    us: 'Practice session started: the simulated markets are open now, at any hour.',
    jp: '練習セッションを開始しました。シミュレーション市場は時間外も開いています',
  },
  practice_ended: {
    cn: '练习时段已结束：模拟市场按实际交易时间开放',
    us: 'Practice session ended: the simulated markets follow their real hours again.',
    jp: '練習セッションを終了しました。シミュレーション市場は実際の取引時間に戻ります',
  },
  intraday_approved: {
    cn: '日内交易申请已通过（演示模式自动审核），今日可用{{amount}}进行日内交易',
    us: 'Day trading approved (automatically, in demo mode): {{amount}} is your buying power for this session.',
    jp: 'デイトレードが承認されました（デモモードの自動承認）。本日のセッションで{{amount}}まで取引できます',
  },
  recharge_credited: {
    cn: '充值成功：{{amount}}已存入现金余额',
    us: 'Recharge complete: {{amount}} was added to your cash balance.',
    jp: '入金が完了しました。{{amount}}を現金残高に反映しました',
  },
  recharge_pending: {
    cn: '充值已提交：支付渠道确认后{{amount}}将存入现金余额',
    us: 'Recharge requested: {{amount}} is added to your cash once the payment channel confirms it.',
    jp: '入金を受け付けました。決済の確認後に{{amount}}を現金残高に反映します',
  },
  practice_demo_only: {
    cn: '练习时段仅在演示模式下提供',
    us: 'The practice session is offered in demo mode only.',
    jp: '練習セッションはデモモードでのみご利用いただけます',
  },

  // Settings (back office): each names the setting and its allowed range.
  setting_integer_range: {
    cn: '{{name}} 须为 {{min}} 至 {{max}} 之间的整数',
    us: '{{name}} must be a whole number from {{min}} to {{max}}.',
    jp: '{{name}} は {{min}}〜{{max}} の整数で入力してください',
  },
  setting_amount_range: {
    cn: '{{name}} 须为 {{min}} 至 {{max}} 之间的金额，最多 {{decimals}} 位小数',
    us: '{{name}} must be an amount from {{min}} to {{max}}, with at most {{decimals}} decimals.',
    jp: '{{name}} は {{min}}〜{{max}} の金額（小数 {{decimals}} 桁まで）で入力してください',
  },
  setting_leverage_choices: {
    cn: '{{name}} 须为 {{min}} 至 {{max}} 的整数，以逗号分隔、从小到大且不重复（如 1,2,5）',
    us: '{{name}} must be whole numbers from {{min}} to {{max}}, comma-separated, ascending, each once (e.g. 1,2,5).',
    jp: '{{name}} は {{min}}〜{{max}} の整数をカンマ区切り・昇順・重複なしで入力してください（例: 1,2,5）',
  },
  setting_hours_format: {
    cn: '{{name}} 须为 HH:MM-HH:MM 格式，开始早于结束（如 09:00-17:00）',
    us: '{{name}} must be HH:MM-HH:MM with the start before the end (e.g. 09:00-17:00).',
    jp: '{{name}} は HH:MM-HH:MM 形式で、開始を終了より前にしてください（例: 09:00-17:00）',
  },
  setting_choice: {
    cn: '{{name}} 须为以下之一：{{choices}}',
    us: '{{name}} must be one of: {{choices}}.',
    jp: '{{name}} は次のいずれかにしてください: {{choices}}',
  },
  setting_flag: {
    cn: '{{name}} 须为 1（开启）或 0（关闭）',
    us: '{{name}} must be 1 (on) or 0 (off).',
    jp: '{{name}} は 1（オン）または 0（オフ）で入力してください',
  },
  setting_text_length: {
    cn: '{{name}} 须为 {{min}} 至 {{max}} 个字符，首尾不能有空格，不能换行',
    us: '{{name}} must be {{min}} to {{max}} characters on one line, without spaces at either end.',
    jp: '{{name}} は {{min}}〜{{max}} 文字（1行、前後に空白なし）で入力してください',
  },
  setting_link: {
    cn: '{{name}} 须为空，或以 https://、http:// 或 mailto: 开头的地址（最多 {{max}} 个字符）',
    us: '{{name}} must be empty, or an address starting with https://, http:// or mailto: (at most {{max}} characters).',
    jp: '{{name}} は空欄、または https://・http://・mailto: で始まるアドレス（{{max}} 文字まで）にしてください',
  },

  // Account security (issue 16): two-factor sign-in and sessions
  otp_required: {
    cn: '请输入身份验证器应用中的6位验证码',
    us: 'Enter the 6-digit code from your authenticator app.',
    jp: '認証アプリに表示される6桁のコードを入力してください',
  },
  otp_wrong: {
    cn: '验证码错误',
    us: 'That code is not right.',
    jp: '認証コードが正しくありません',
  },
  otp_used: {
    cn: '该验证码已使用，请等待下一个验证码',
    us: 'That code was already used. Wait for the next one.',
    jp: 'このコードは使用済みです。次のコードをお待ちください',
  },
  otp_attempts_exceeded: {
    cn: '验证码错误次数过多，请15分钟后再试',
    us: 'Too many wrong codes. Try again in 15 minutes.',
    jp: '認証コードの誤りが多すぎます。15分後に再度お試しください',
  },
  totp_already_on: {
    cn: '两步验证已开启',
    us: 'Two-factor sign-in is already on.',
    jp: '2段階認証はすでに有効です',
  },
  totp_not_on: {
    cn: '两步验证未开启',
    us: 'Two-factor sign-in is not on.',
    jp: '2段階認証は有効になっていません',
  },
  totp_setup_required: {
    cn: '请先获取新的密钥',
    us: 'Start the setup first to get a new key.',
    jp: '先に設定を開始して新しいキーを取得してください',
  },
  session_not_found: {
    cn: '该会话已结束',
    us: 'That session has already ended.',
    jp: 'このセッションはすでに終了しています',
  },
  totp_enabled: {
    cn: '两步验证已开启，其他设备已退出登录',
    us: 'Two-factor sign-in is on. Other sessions were signed out.',
    jp: '2段階認証を有効にしました。他の端末はログアウトしました',
  },
  totp_disabled: {
    cn: '两步验证已关闭，其他设备已退出登录',
    us: 'Two-factor sign-in is off. Other sessions were signed out.',
    jp: '2段階認証を無効にしました。他の端末はログアウトしました',
  },
  session_ended: { cn: '已结束该会话', us: 'Session ended.', jp: 'セッションを終了しました' },
  // Price alerts (issue 17)
  alert_limit_reached: {
    cn: '价格提醒最多 {{max}} 条，请先删除不需要的提醒',
    us: 'You can keep at most {{max}} price alerts. Delete one you no longer need first.',
    jp: '価格アラートは最大 {{max}} 件です。不要なアラートを削除してから追加してください',
  },
  alert_kind_invalid: {
    cn: '请选择提醒类型：高于、低于或涨跌幅',
    us: 'Choose the alert type: above, below or day change.',
    jp: 'アラートの種類（以上・以下・騰落率）を選択してください',
  },
  alert_value_invalid: {
    cn: '请输入大于 0 的价格或百分比（最多 4 位小数）',
    us: 'Enter a price or percentage greater than 0 (at most 4 decimals).',
    jp: '0 より大きい価格または割合を入力してください（小数 4 桁まで）',
  },
  // Trade confirmations and statements (issue 17)
  document_font_missing: {
    cn: '暂时无法生成文件（服务器缺少中日文字体），请稍后再试或联系客服',
    us: 'The document cannot be made right now (the server lacks its Chinese/Japanese font). Please try later or contact customer support.',
    jp: '現在、書類を作成できません（サーバーに日本語・中国語フォントがありません）。時間をおいて再度お試しいただくか、サポートにお問い合わせください',
  },
  // Stop, stop-limit and trailing orders, time in force, exits (issue 15)
  trigger_required: {
    cn: '请输入触发价格',
    us: 'Enter a trigger price.',
    jp: 'トリガー価格を入力してください',
  },
  stop_trigger_wrong_side: {
    cn: '买入止损的触发价须高于现价{{price}}，卖空止损的触发价须低于现价',
    us: 'A buy stop triggers above the current price {{price}}; a short-sale stop triggers below it.',
    jp: '買いの逆指値は現在値{{price}}より上、空売りの逆指値は現在値より下に設定してください',
  },
  stop_limit_wrong_side: {
    cn: '止损限价单的买入限价不得低于触发价，卖空限价不得高于触发价',
    us: 'A buy stop-limit needs a limit at or above its trigger; a short-sale one at or below it.',
    jp: '買いの逆指値（指値）は指値をトリガー以上、空売りはトリガー以下にしてください',
  },
  trailing_invalid: {
    cn: '追踪幅度请输入金额（如50）或百分比（如2%，最高50%）',
    us: 'Enter the trailing distance as an amount (e.g. 50) or a percentage (e.g. 2%, at most 50%).',
    jp: 'トレール幅は金額（例：50）または割合（例：2%、最大50%）で入力してください',
  },
  stop_loss_wrong_side: {
    cn: '止损价须在{{price}}的亏损一侧（多头低于、空头高于）',
    us: 'The stop-loss must be on the losing side of {{price}} (below for a long, above for a short).',
    jp: '損切り価格は{{price}}の損失側（買いは下、空売りは上）に設定してください',
  },
  take_profit_wrong_side: {
    cn: '止盈价须在{{price}}的盈利一侧（多头高于、空头低于）',
    us: 'The take-profit must be on the winning side of {{price}} (above for a long, below for a short).',
    jp: '利益確定価格は{{price}}の利益側（買いは上、空売りは下）に設定してください',
  },
  stop_not_intraday: {
    cn: '日内交易不支持止损、追踪和长期有效委托',
    us: 'Day-trading orders cannot be stop, trailing or good-till-cancelled orders.',
    jp: 'デイトレード注文では逆指値・トレーリング・期間指定注文は使えません',
  },
  exit_set: {
    cn: '止损止盈已更新',
    us: 'Exits updated.',
    jp: '決済条件を更新しました',
  },
  // Orders at any hour (issue 15).
  order_queued: {
    cn: '委托已接受，将于下一交易时段开盘时重新检查并执行',
    us: 'Order queued. It is checked again and executed when the market next opens.',
    jp: '注文を受け付けました。次の取引時間の開始時に改めて確認し、執行します',
  },
  // Four-eyes and staff sign-in (issue 16, back office).
  proposal_submitted: {
    cn: '已提交，待另一位员工批准后生效',
    us: 'Submitted: it takes effect once another staff member approves it.',
    jp: '申請しました。別の担当者が承認すると反映されます',
  },
  proposal_pending: {
    cn: '该项已有待批准的申请',
    us: 'A proposal for this is already waiting for approval.',
    jp: 'この対象にはすでに承認待ちの申請があります',
  },
  proposal_expired: {
    cn: '该申请已过期，请重新提交',
    us: 'This proposal has expired; propose it again.',
    jp: 'この申請は期限切れです。もう一度申請してください',
  },
  proposal_role_required: {
    cn: '批准此申请需要 {{role}} 角色',
    us: 'Approving this proposal needs the {{role}} role.',
    jp: 'この申請の承認には {{role}} 権限が必要です',
  },
  correction_of_reversal: {
    cn: '冲正记录不能再被冲正',
    us: 'A reversal cannot itself be reversed.',
    jp: '取消記録はさらに取り消せません',
  },
  staff_otp_wrong: {
    cn: '验证码错误或已使用',
    us: 'The code is wrong or has already been used.',
    jp: 'コードが正しくないか、すでに使用されています',
  },
  staff_otp_locked: {
    cn: '验证码错误次数过多，请 15 分钟后再试',
    us: 'Too many wrong codes; try again in 15 minutes.',
    jp: 'コードの誤りが多すぎます。15分後にもう一度お試しください',
  },
  otp_setup_required: {
    cn: '请先设置双重验证（身份验证器应用）',
    us: 'Set up two-factor sign-in with an authenticator app first.',
    jp: '先に認証アプリによる二段階認証を設定してください',
  },
  staff_totp_already_on: {
    cn: '双重验证已开启',
    us: 'Two-factor sign-in is already on.',
    jp: '二段階認証はすでに有効です',
  },
  staff_totp_not_started: {
    cn: '请先开始设置双重验证',
    us: 'Start the two-factor setup first.',
    jp: '先に二段階認証の設定を開始してください',
  },
  transfer_already_reversed: {
    cn: '该记录已被冲正',
    us: 'This transfer has already been reversed.',
    jp: 'この記録はすでに取り消されています',
  },
} as const satisfies Record<string, Texts>;

export type MessageKey = keyof typeof CATALOGUE;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CATALOGUE, value);
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of `key` in `language`, with `{{name}}` placeholders filled from `params`. */
export function translate(key: string, language: Language, params?: MessageParams): string {
  const entry: Texts | undefined = isMessageKey(key) ? CATALOGUE[key] : undefined;
  const text = entry ? entry[language] : key;
  if (!params) return text;
  return fillPlaceholders(text, (name) => (name in params ? String(params[name]) : undefined));
}

/**
 * Fills `{{name}}` with its value, and `{{name|one|other}}` with the value and the word its count
 * takes ("1 share", "2 shares", "1,000 shares"): English plurals. A name without a value stays.
 */
export function fillPlaceholders(
  text: string,
  valueOf: (name: string) => string | undefined,
): string {
  return text.replace(
    /\{\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}\}/g,
    (whole, name: string, one: string | undefined, other: string | undefined) => {
      const value = valueOf(name);
      if (value === undefined) return whole;
      if (one === undefined || other === undefined) return value;
      return `${value} ${Number(value.replace(/,/g, '')) === 1 ? one : other}`;
    },
  );
}
