/**
 * China A-share instruments: 30 Shanghai main board, 15 Shenzhen main board, 8 ChiNext and
 * 7 STAR Market companies. Exchange and board follow from the code (6xxxxx Shanghai, 0/3xxxxx
 * Shenzhen; 688 STAR, 300/301 ChiNext).
 *
 * Prices are approximate levels for the start of 2026 in CNY; shares outstanding are the
 * company's total (A + H where both exist), rounded.
 * Corporate actions cover 2021–2025:
 * - Splits are bonus/capitalisation issues (送股/转增): 10转4 = ratio 1.4. The ones recorded are
 *   those we are reasonably sure of (they match the changes in share counts); the ex-dates are
 *   approximate.
 * - Dividends are mostly annual final dividends paid around May–July (10派X = X/10 per share),
 *   plus interim dividends where known; amounts and ex-dates are approximate, on the share basis
 *   of the time. A dividend and a split on the same ex-date are both on the pre-split basis.
 */
import type { CorporateAction, InstrumentSeed, LocalisedName } from './instrument-types.ts';
import type { Sector } from './instrument-helpers.ts';
import { weekday } from './instrument-helpers.ts';

/**
 * One dividend a year for 2021–2025 on month-day `mmdd` (0 = none paid), and bonus-share splits
 * `{ year: ratio }` on the same ex-date.
 */
function ann(
  mmdd: string,
  amounts: readonly number[],
  splits: Readonly<Record<number, number>> = {},
): CorporateAction[] {
  const out: CorporateAction[] = [];
  amounts.forEach((amount, i) => {
    const date = weekday(`${2021 + i}-${mmdd}`);
    if (amount > 0) out.push({ kind: 'dividend', date, amount });
    const ratio = splits[2021 + i];
    if (ratio !== undefined) out.push({ kind: 'split', date, ratio });
  });
  return out;
}

const div = (date: string, amount: number): CorporateAction => ({ kind: 'dividend', date, amount });
const split = (date: string, ratio: number): CorporateAction => ({ kind: 'split', date, ratio });

function cn(
  code: string,
  [cnName, jp, us]: readonly [cn: string, jp: string, us: string],
  sector: Sector,
  reference_price: number,
  shares_outstanding: number,
  volatility: number,
  beta: number,
  ...actions: CorporateAction[][]
): InstrumentSeed {
  const name: LocalisedName = { cn: cnName, jp, us };
  const shanghai = code.startsWith('6');
  return {
    code,
    market: 'CN',
    exchange: shanghai ? 'XSHG' : 'XSHE',
    board: code.startsWith('688')
      ? 'star'
      : code.startsWith('300') || code.startsWith('301')
        ? 'chinext'
        : 'main',
    name,
    sector,
    reference_price,
    shares_outstanding,
    volatility,
    beta,
    actions: actions
      .flat()
      .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind)),
  };
}

// prettier-ignore
export const CN_INSTRUMENTS: readonly InstrumentSeed[] = [
  // Shanghai main board
  cn('600519', ['贵州茅台', '貴州茅台酒', 'Kweichow Moutai'], 'Consumer Staples', 1420, 1_252_270_215, 0.25, 0.9,
    ann('06-26', [19.293, 21.675, 25.911, 30.876, 27.624]),
    [div('2022-12-27', 21.91), div('2023-12-20', 19.106), div('2024-12-20', 23.882)]),
  cn('601318', ['中国平安', '中国平安保険', 'Ping An Insurance'], 'Financials', 62, 18.21e9, 0.28, 1.1,
    ann('07-22', [1.4, 1.5, 1.5, 1.5, 1.62]), ann('09-06', [0.88, 0.92, 0.93, 0.93, 0.95])),
  cn('600036', ['招商银行', '招商銀行', 'China Merchants Bank'], 'Financials', 43, 25.22e9, 0.25, 1.0,
    ann('07-10', [1.253, 1.522, 1.738, 1.972, 2.0])),
  cn('600900', ['长江电力', '長江電力', 'China Yangtze Power'], 'Utilities', 27.5, 24.47e9, 0.16, 0.5,
    ann('07-15', [0.7, 0.8153, 0.8533, 0.82, 0.943])),
  cn('601012', ['隆基绿能', '隆基緑能科技', 'LONGi Green Energy Technology'], 'Technology', 19, 7.58e9, 0.5, 1.4,
    ann('06-04', [0.25, 0.4, 0.4, 0.18, 0], { 2021: 1.4, 2022: 1.4 })),
  cn('601398', ['工商银行', '中国工商銀行', 'Industrial and Commercial Bank of China'], 'Financials', 7.6, 356.4e9, 0.16, 0.6,
    ann('07-14', [0.2628, 0.2933, 0.3035, 0.3064, 0.1646]), [div('2025-01-13', 0.1434)]),
  cn('601288', ['农业银行', '中国農業銀行', 'Agricultural Bank of China'], 'Financials', 7.0, 350e9, 0.16, 0.6,
    ann('07-10', [0.1852, 0.2068, 0.2222, 0.2309, 0.1255]), [div('2025-01-13', 0.1164)]),
  cn('601988', ['中国银行', '中国銀行', 'Bank of China'], 'Financials', 5.5, 294.39e9, 0.15, 0.6,
    ann('07-10', [0.197, 0.221, 0.232, 0.236, 0.1217]), [div('2025-01-13', 0.1094)]),
  cn('601857', ['中国石油', '中国石油天然気', 'PetroChina'], 'Energy', 8.6, 183.02e9, 0.25, 0.9,
    ann('06-16', [0.0874, 0.1, 0.22, 0.24, 0.23]), ann('09-16', [0.1, 0.2, 0.21, 0.22, 0.22])),
  cn('600028', ['中国石化', '中国石油化工', 'China Petroleum & Chemical (Sinopec)'], 'Energy', 5.9, 121.07e9, 0.22, 0.8,
    ann('06-15', [0.12, 0.31, 0.2, 0.2, 0.14]), ann('09-15', [0.16, 0.16, 0.145, 0.146, 0.088])),
  cn('600276', ['恒瑞医药', '江蘇恒瑞医薬', 'Jiangsu Hengrui Pharmaceuticals'], 'Health Care', 62, 6.64e9, 0.35, 0.8,
    ann('06-29', [0.23, 0.2, 0.09, 0.2, 0.2], { 2021: 1.2 })),
  cn('601166', ['兴业银行', '興業銀行', 'Industrial Bank'], 'Financials', 21, 20.77e9, 0.22, 0.9,
    ann('06-15', [0.81, 1.035, 1.15, 1.04, 1.06])),
  cn('600030', ['中信证券', '中信証券', 'CITIC Securities'], 'Financials', 29, 14.82e9, 0.35, 1.3,
    ann('07-24', [0.5, 0.54, 0.49, 0.475, 0.29]), [div('2024-11-13', 0.24)]),
  cn('601888', ['中国中免', '中国中免', 'China Tourism Group Duty Free'], 'Consumer Discretionary', 70, 2.069e9, 0.4, 1.2,
    ann('07-15', [1.0, 1.5, 0.75, 1.0, 0.75])),
  cn('600887', ['伊利股份', '伊利実業集団', 'Inner Mongolia Yili Industrial Group'], 'Consumer Staples', 28, 6.33e9, 0.25, 0.8,
    ann('06-02', [0.82, 0.96, 1.04, 1.21, 1.22])),
  cn('601628', ['中国人寿', '中国人寿保険', 'China Life Insurance'], 'Financials', 44, 28.265e9, 0.35, 1.2,
    ann('08-12', [0.64, 0.65, 0.49, 0.43, 0.45])),
  cn('600309', ['万华化学', '万華化学集団', 'Wanhua Chemical Group'], 'Materials', 70, 3.14e9, 0.35, 1.1,
    ann('06-10', [1.6, 2.5, 1.6, 1.75, 1.52])),
  cn('603288', ['海天味业', '海天味業', 'Foshan Haitian Flavouring and Food'], 'Consumer Staples', 38, 5.85e9, 0.28, 0.8,
    ann('06-20', [0.66, 0.7, 0.56, 0.7, 0.86])),
  cn('600585', ['海螺水泥', '安徽海螺水泥', 'Anhui Conch Cement'], 'Materials', 24, 5.3e9, 0.25, 0.9,
    ann('06-10', [2.21, 2.38, 1.48, 1.48, 0.96])),
  cn('601899', ['紫金矿业', '紫金鉱業', 'Zijin Mining Group'], 'Materials', 30, 26.58e9, 0.38, 1.2,
    ann('06-30', [0.12, 0.2, 0.2, 0.2, 0.22])),
  cn('600104', ['上汽集团', '上海汽車集団', 'SAIC Motor'], 'Consumer Discretionary', 17, 11.58e9, 0.22, 0.8,
    ann('07-15', [0.6, 0.79, 0.6, 0.5, 0.16])),
  cn('601668', ['中国建筑', '中国建築', 'China State Construction Engineering'], 'Industrials', 5.5, 41.27e9, 0.22, 0.8,
    ann('07-15', [0.183, 0.25, 0.2575, 0.2615, 0.2534])),
  cn('600048', ['保利发展', '保利発展控股集団', 'Poly Developments and Holdings'], 'Real Estate', 7.5, 11.97e9, 0.35, 1.0,
    ann('07-15', [0.73, 0.86, 0.71, 0.41, 0.36])),
  cn('600809', ['山西汾酒', '山西杏花村汾酒廠', 'Shanxi Xinghuacun Fen Wine Factory'], 'Consumer Staples', 180, 1.22e9, 0.35, 1.0,
    ann('06-20', [1.22, 2.2, 2.53, 3.71, 4.92])),
  cn('601919', ['中远海控', '中遠海運控股', 'COSCO SHIPPING Holdings'], 'Industrials', 15, 15.5e9, 0.35, 1.0,
    ann('06-25', [0, 1.62, 2.13, 0.48, 1.03]), [div('2024-10-25', 0.52)]),
  cn('600031', ['三一重工', '三一重工', 'SANY Heavy Industry'], 'Industrials', 20, 8.48e9, 0.35, 1.2,
    ann('07-05', [0.41, 0.21, 0.075, 0.22, 0.33])),
  cn('601939', ['建设银行', '中国建設銀行', 'China Construction Bank'], 'Financials', 9.3, 250.01e9, 0.16, 0.6,
    ann('07-12', [0.326, 0.364, 0.389, 0.4, 0.206]), [div('2025-01-10', 0.197)]),
  cn('601088', ['中国神华', '中国神華能源', 'China Shenhua Energy'], 'Energy', 40, 19.87e9, 0.25, 0.7,
    ann('07-15', [1.81, 2.54, 2.55, 2.26, 2.26])),
  cn('600941', ['中国移动', '中国移動', 'China Mobile'], 'Communication', 102, 21.5e9, 0.2, 0.6,
    ann('06-28', [0, 2.06, 2.21, 2.15, 2.25]), ann('09-10', [0, 1.94, 2.23, 2.4, 2.5])),
  cn('601728', ['中国电信', '中国電信', 'China Telecom'], 'Communication', 6.8, 91.51e9, 0.22, 0.6,
    ann('06-28', [0, 0.076, 0.135, 0.1, 0.1]), ann('09-10', [0, 0.06, 0.09, 0.104, 0.1])),

  // Shenzhen main board
  cn('000858', ['五粮液', '五糧液', 'Wuliangye Yibin'], 'Consumer Staples', 115, 3.88e9, 0.28, 1.0,
    ann('06-20', [2.58, 3.02, 3.78, 4.67, 3.18]), [div('2025-01-17', 2.576)]),
  cn('000333', ['美的集团', '美的集団', 'Midea Group'], 'Consumer Discretionary', 76, 7.64e9, 0.25, 1.0,
    ann('06-05', [1.6, 1.7, 2.5, 3.0, 3.5])),
  cn('002594', ['比亚迪', '比亜迪(BYD)', 'BYD'], 'Consumer Discretionary', 98, 9.12e9, 0.4, 1.3,
    ann('07-29', [0.147, 0.205, 1.142, 3.096, 3.974], { 2025: 3 })),
  cn('000651', ['格力电器', '珠海格力電器', 'Gree Electric Appliances'], 'Consumer Discretionary', 41, 5.6e9, 0.25, 0.9,
    ann('07-12', [3.0, 2.0, 2.0, 2.38, 2.0])),
  cn('000001', ['平安银行', '平安銀行', 'Ping An Bank'], 'Financials', 11.5, 19.41e9, 0.25, 1.0,
    ann('06-14', [0.18, 0.228, 0.285, 0.719, 0.362]), [div('2024-10-10', 0.246)]),
  cn('000002', ['万科A', '万科企業', 'China Vanke'], 'Real Estate', 4.8, 11.93e9, 0.5, 1.2,
    ann('07-20', [1.25, 0.97, 0.68, 0, 0])),
  cn('002415', ['海康威视', '海康威視数字技術', 'Hangzhou Hikvision Digital Technology'], 'Technology', 31, 9.16e9, 0.3, 1.1,
    ann('06-02', [0.7, 0.9, 0.7, 0.7, 0.7])),
  cn('002475', ['立讯精密', '立訊精密工業', 'Luxshare Precision Industry'], 'Technology', 58, 7.28e9, 0.4, 1.3,
    ann('06-20', [0.11, 0.11, 0.13, 0.25, 0.36])),
  cn('000568', ['泸州老窖', '瀘州老窖', 'Luzhou Laojiao'], 'Consumer Staples', 125, 1.47e9, 0.32, 1.0,
    ann('06-20', [2.6, 3.08, 4.33, 5.88, 4.59])),
  cn('002714', ['牧原股份', '牧原食品', 'Muyuan Foods'], 'Consumer Staples', 48, 5.46e9, 0.35, 0.9,
    ann('06-08', [1.39, 0.18, 0.41, 0.38, 0.93], { 2021: 1.4 })),
  cn('000725', ['京东方A', '京東方科技集団(BOE)', 'BOE Technology Group'], 'Technology', 4.1, 37.4e9, 0.3, 1.0,
    ann('06-20', [0.03, 0.061, 0.02, 0.02, 0.05])),
  cn('002304', ['洋河股份', '江蘇洋河酒廠', 'Jiangsu Yanghe Distillery'], 'Consumer Staples', 72, 1.506e9, 0.32, 0.9,
    ann('06-20', [3.0, 3.0, 3.7, 4.4, 3.7])),
  cn('000063', ['中兴通讯', '中興通訊(ZTE)', 'ZTE'], 'Technology', 40, 4.78e9, 0.4, 1.3,
    ann('07-15', [0.2, 0.3, 0.56, 0.68, 0.67])),
  cn('002352', ['顺丰控股', '順豊控股', 'S.F. Holding'], 'Industrials', 38, 4.99e9, 0.3, 0.9,
    ann('07-10', [0.23, 0.3, 0.26, 0.56, 0.42])),
  cn('000100', ['TCL科技', 'TCL科技集団', 'TCL Technology Group'], 'Technology', 4.6, 18.78e9, 0.35, 1.1,
    ann('06-10', [0.05, 0.1, 0.03, 0.02, 0.05])),

  // ChiNext (Shenzhen, ±20%)
  cn('300750', ['宁德时代', '寧徳時代(CATL)', 'Contemporary Amperex Technology (CATL)'], 'Industrials', 370, 4.56e9, 0.4, 1.3,
    [div('2021-06-17', 0.24), div('2022-06-24', 0.6528), split('2022-06-24', 1.8), div('2023-04-26', 2.52),
      div('2024-04-30', 5.028), div('2025-04-25', 4.553)]),
  cn('300059', ['东方财富', '東方財富信息', 'East Money Information'], 'Financials', 24, 15.8e9, 0.45, 1.5,
    ann('05-20', [0.06, 0.09, 0.05, 0.06, 0.06], { 2021: 1.2, 2022: 1.3, 2023: 1.2 })),
  cn('300760', ['迈瑞医疗', '邁瑞医療国際', 'Shenzhen Mindray Bio-Medical Electronics'], 'Health Care', 200, 1.212e9, 0.3, 0.9,
    ann('06-10', [2.1, 3.0, 3.5, 4.7, 4.0]), ann('10-20', [1.0, 1.5, 1.7, 1.8, 1.65])),
  cn('300015', ['爱尔眼科', '愛爾眼科医院集団', 'Aier Eye Hospital Group'], 'Health Care', 12.5, 9.33e9, 0.38, 1.1,
    ann('05-28', [0.15, 0.16, 0.13, 0.2, 0.22], { 2021: 1.3, 2022: 1.3, 2023: 1.3 })),
  cn('300124', ['汇川技术', '匯川技術', 'Shenzhen Inovance Technology'], 'Industrials', 72, 2.7e9, 0.35, 1.2,
    ann('05-20', [0.33, 0.38, 0.4, 0.42, 0.45], { 2021: 1.5 })),
  cn('300274', ['阳光电源', '陽光電源', 'Sungrow Power Supply'], 'Industrials', 180, 2.073e9, 0.5, 1.4,
    ann('06-14', [0.12, 0.11, 0.35, 1.1, 1.1], { 2024: 1.4 })),
  cn('300498', ['温氏股份', '温氏食品集団', 'Wens Foodstuff Group'], 'Consumer Staples', 17, 6.65e9, 0.3, 0.8,
    ann('06-05', [0.2, 0, 0.1, 0.15, 0.3])),
  cn('300308', ['中际旭创', '中際旭創', 'Zhongji Innolight'], 'Technology', 520, 1.11e9, 0.65, 1.8,
    ann('06-05', [0.2, 0.15, 0.2, 0.5, 1.0], { 2024: 1.4 })),

  // STAR Market (Shanghai, ±20%)
  cn('688981', ['中芯国际', '中芯国際集成電路製造(SMIC)', 'Semiconductor Manufacturing International (SMIC)'], 'Technology', 115, 7.99e9, 0.55, 1.5),
  cn('688111', ['金山办公', '北京金山弁公軟件', 'Beijing Kingsoft Office Software'], 'Technology', 320, 463_000_000, 0.45, 1.3,
    ann('06-15', [0.7, 0.75, 0.8, 0.9, 0.95])),
  cn('688041', ['海光信息', '海光信息技術', 'Hygon Information Technology'], 'Technology', 230, 2.324e9, 0.6, 1.7,
    ann('06-15', [0, 0, 0.084, 0.16, 0.2])),
  cn('688012', ['中微公司', '中微半導体設備(AMEC)', 'Advanced Micro-Fabrication Equipment (AMEC)'], 'Technology', 280, 626_000_000, 0.55, 1.5,
    ann('06-25', [0, 0, 0.2, 0.3, 0.3])),
  cn('688599', ['天合光能', '天合光能', 'Trina Solar'], 'Technology', 20, 2.179e9, 0.5, 1.4,
    ann('06-15', [0.06, 0.19, 0.44, 0.5, 0])),
  cn('688036', ['传音控股', '伝音控股', 'Shenzhen Transsion Holdings'], 'Technology', 70, 1.14e9, 0.45, 1.3,
    ann('06-05', [1.0, 1.6, 1.3, 2.5, 1.9], { 2024: 1.4 })),
  cn('688256', ['寒武纪', '寒武紀科技', 'Cambricon Technologies'], 'Technology', 1300, 418_000_000, 0.7, 1.8),
];
