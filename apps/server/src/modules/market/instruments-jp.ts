/**
 * Tokyo Stock Exchange instruments: 58 Prime Market companies and 2 Growth Market companies.
 *
 * Prices are approximate levels for the start of 2026 in JPY; shares outstanding are rounded.
 * Corporate actions cover 2021–2025:
 * - Splits are the real ones (ex-date = the business day before the record date, T+2 settlement),
 *   including those effective 1 January 2026 (SoftBank Group, ITOCHU, Bridgestone), whose ex-date
 *   was 29 December 2025.
 * - Dividends are interim and year-end payments with approximate per-share amounts, on the share
 *   basis of the time. A dividend and a split on the same ex-date are both on the pre-split basis.
 */
import type { CorporateAction, InstrumentSeed, LocalisedName } from './instrument-types.ts';
import type { Sector } from './instrument-helpers.ts';

const iso = (t: Date): string => t.toISOString().slice(0, 10);

/** Ex-date for a record date at the end of `month`: the business day before the last business day. */
function exDate(year: number, month: number): string {
  // Last day of the month; JPX is closed on 31 December, so a December record date is the 30th.
  const t = new Date(Date.UTC(year, month, 0));
  if (month === 12) t.setUTCDate(30);
  const weekend = (): boolean => t.getUTCDay() === 0 || t.getUTCDay() === 6;
  while (weekend()) t.setUTCDate(t.getUTCDate() - 1);
  do t.setUTCDate(t.getUTCDate() - 1);
  while (weekend());
  return iso(t);
}

/** Dividends with record dates at the end of `months`, from 2021 onwards, in order; 0 = none paid. */
function divs(months: readonly number[], amounts: readonly number[]): CorporateAction[] {
  const out: CorporateAction[] = [];
  amounts.forEach((amount, i) => {
    const year = 2021 + Math.floor(i / months.length);
    const month = months[i % months.length] as number;
    if (amount > 0) out.push({ kind: 'dividend', date: exDate(year, month), amount });
  });
  return out;
}

/** A split whose record date is the end of `month`. */
const split = (year: number, month: number, ratio: number): CorporateAction => ({
  kind: 'split',
  date: exDate(year, month),
  ratio,
});

/** Record dates: March/September (most), June/December (calendar-year companies), Feb/Aug. */
const MS = [3, 9];
const JD = [6, 12];
const FA = [2, 8];

function jp(
  code: string,
  names: readonly [jp: string, cn: string, us: string],
  sector: Sector,
  reference_price: number,
  shares_outstanding: number,
  volatility: number,
  beta: number,
  ...actions: CorporateAction[][]
): InstrumentSeed {
  return seed(
    code,
    'prime',
    names,
    sector,
    reference_price,
    shares_outstanding,
    volatility,
    beta,
    actions,
  );
}

function growth(
  code: string,
  names: readonly [jp: string, cn: string, us: string],
  sector: Sector,
  reference_price: number,
  shares_outstanding: number,
  volatility: number,
  beta: number,
): InstrumentSeed {
  return seed(
    code,
    'growth',
    names,
    sector,
    reference_price,
    shares_outstanding,
    volatility,
    beta,
    [],
  );
}

function seed(
  code: string,
  board: 'prime' | 'growth',
  [jpName, cn, us]: readonly [string, string, string],
  sector: Sector,
  reference_price: number,
  shares_outstanding: number,
  volatility: number,
  beta: number,
  actions: CorporateAction[][],
): InstrumentSeed {
  const name: LocalisedName = { jp: jpName, cn, us };
  const sorted = actions
    .flat()
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
  return {
    code,
    market: 'JP',
    exchange: 'XTKS',
    board,
    name,
    sector,
    reference_price,
    shares_outstanding,
    volatility,
    beta,
    actions: sorted,
  };
}

// prettier-ignore
export const JP_INSTRUMENTS: readonly InstrumentSeed[] = [
  jp('7203', ['トヨタ自動車', '丰田汽车', 'Toyota Motor'], 'Consumer Discretionary', 3100, 15_794_987_460, 0.25, 1.0,
    divs(MS, [135, 120, 28, 25, 35, 30, 45, 40, 50, 45]), [split(2021, 9, 5)]),
  jp('6758', ['ソニーグループ', '索尼集团', 'Sony Group'], 'Consumer Discretionary', 3900, 6.15e9, 0.3, 1.2,
    divs(MS, [35, 30, 35, 35, 40, 40, 45, 50, 10, 12.5]), [split(2024, 9, 5)]),
  jp('9984', ['ソフトバンクグループ', '软银集团', 'SoftBank Group'], 'Communication', 4400, 5.7e9, 0.5, 1.5,
    divs(MS, [22, 22, 22, 22, 22, 22, 22, 22, 22, 22]), [split(2025, 12, 4)]),
  jp('6861', ['キーエンス', '基恩士', 'Keyence'], 'Technology', 56000, 243_000_000, 0.28, 1.1,
    divs(MS, [100, 100, 100, 100, 150, 150, 200, 150, 200, 175])),
  jp('8306', ['三菱UFJフィナンシャル・グループ', '三菱日联金融集团', 'Mitsubishi UFJ Financial Group'], 'Financials', 2400, 11.9e9, 0.28, 1.2,
    divs(MS, [13, 12.5, 13.5, 14, 18, 16, 25, 20, 30, 32])),
  jp('9432', ['NTT', '日本电信电话', 'NTT'], 'Communication', 155, 84e9, 0.18, 0.6,
    divs(MS, [50, 55, 55, 60, 60, 2.5, 2.6, 2.6, 2.6, 2.65]), [split(2023, 6, 25)]),
  jp('6501', ['日立製作所', '日立制作所', 'Hitachi'], 'Industrials', 4800, 4.58e9, 0.3, 1.2,
    divs(MS, [55, 55, 65, 65, 75, 75, 85, 21, 23, 25]), [split(2024, 6, 5)]),
  jp('8035', ['東京エレクトロン', '东京电子', 'Tokyo Electron'], 'Technology', 30000, 460_000_000, 0.45, 1.5,
    divs(MS, [471, 524, 878, 544, 859, 144, 242, 286, 321, 291]), [split(2023, 3, 3)]),
  jp('9983', ['ファーストリテイリング', '迅销', 'Fast Retailing'], 'Consumer Discretionary', 55000, 306_000_000, 0.3, 1.1,
    divs(FA, [240, 240, 260, 340, 405, 155, 165, 235, 225, 275]), [split(2023, 2, 3)]),
  jp('4063', ['信越化学工業', '信越化学工业', 'Shin-Etsu Chemical'], 'Materials', 4900, 1.95e9, 0.3, 1.1,
    divs(MS, [130, 140, 160, 225, 275, 50, 50, 50, 56, 53]), [split(2023, 3, 5)]),
  jp('7974', ['任天堂', '任天堂', 'Nintendo'], 'Communication', 10500, 1.165e9, 0.35, 0.9,
    divs(MS, [2040, 620, 1410, 1230, 160, 90, 120, 61, 59, 107]), [split(2022, 9, 10)]),
  jp('6098', ['リクルートホールディングス', '瑞可利控股', 'Recruit Holdings'], 'Industrials', 8500, 1.47e9, 0.35, 1.2,
    divs(MS, [10.5, 10.5, 11, 11, 11.5, 11.5, 11.5, 12, 12, 12.5])),
  jp('4502', ['武田薬品工業', '武田药品工业', 'Takeda Pharmaceutical'], 'Health Care', 4500, 1.59e9, 0.2, 0.6,
    divs(MS, [90, 90, 90, 90, 90, 94, 94, 98, 98, 100])),
  jp('8058', ['三菱商事', '三菱商事', 'Mitsubishi Corporation'], 'Industrials', 3700, 3.85e9, 0.28, 1.1,
    divs(MS, [67, 71, 79, 80, 100, 100, 35, 50, 50, 55]), [split(2023, 12, 3)]),
  jp('8001', ['伊藤忠商事', '伊藤忠商事', 'ITOCHU'], 'Industrials', 1900, 7.1e9, 0.25, 1.0,
    divs(MS, [44, 47, 63, 65, 75, 80, 80, 100, 100, 100]), [split(2025, 12, 5)]),
  jp('6902', ['デンソー', '电装', 'DENSO'], 'Consumer Discretionary', 2000, 2.85e9, 0.28, 1.1,
    divs(MS, [80, 80, 85, 85, 90, 100, 28, 28, 30, 33]), [split(2023, 9, 4)]),
  jp('7267', ['本田技研工業', '本田技研工业', 'Honda Motor'], 'Consumer Discretionary', 1550, 4.9e9, 0.27, 1.0,
    divs(MS, [59, 55, 55, 60, 60, 87, 39, 34, 34, 35]), [split(2023, 9, 3)]),
  jp('6367', ['ダイキン工業', '大金工业', 'Daikin Industries'], 'Industrials', 18500, 293_000_000, 0.28, 1.1,
    divs(MS, [100, 100, 100, 100, 120, 120, 140, 140, 150, 150])),
  jp('4519', ['中外製薬', '中外制药', 'Chugai Pharmaceutical'], 'Health Care', 8000, 1.645e9, 0.3, 0.7,
    divs(JD, [30, 46, 38, 46, 40, 40, 40, 58, 50, 65])),
  jp('8766', ['東京海上ホールディングス', '东京海上控股', 'Tokio Marine Holdings'], 'Financials', 5700, 1.95e9, 0.25, 1.0,
    divs(MS, [127.5, 127.5, 127.5, 150, 50, 60, 61, 86, 86, 105]), [split(2022, 9, 3)]),
  jp('9433', ['KDDI', 'KDDI', 'KDDI'], 'Communication', 2600, 3.95e9, 0.18, 0.5,
    divs(MS, [60, 60, 65, 65, 70, 70, 70, 70, 75, 37.5]), [split(2025, 3, 2)]),
  jp('6954', ['ファナック', '发那科', 'FANUC'], 'Industrials', 4800, 940_000_000, 0.3, 1.1,
    divs(MS, [183, 218, 236, 237, 229, 46, 45, 39, 44, 45]), [split(2023, 3, 5)]),
  jp('7741', ['HOYA', '豪雅', 'HOYA'], 'Health Care', 23000, 340_000_000, 0.27, 0.9,
    divs(MS, [45, 45, 55, 55, 60, 60, 60, 60, 65, 65])),
  jp('4568', ['第一三共', '第一三共', 'Daiichi Sankyo'], 'Health Care', 3500, 1.86e9, 0.35, 0.8,
    divs(MS, [13.5, 13.5, 13.5, 15, 15, 15, 15, 30, 30, 38])),
  jp('6981', ['村田製作所', '村田制作所', 'Murata Manufacturing'], 'Technology', 3100, 1.88e9, 0.3, 1.2,
    divs(MS, [65, 70, 70, 75, 75, 75, 25, 26, 30, 30]), [split(2023, 9, 3)]),
  jp('8031', ['三井物産', '三井物产', 'Mitsui & Co.'], 'Industrials', 4200, 2.9e9, 0.27, 1.1,
    divs(MS, [40, 45, 60, 60, 80, 75, 85, 50, 50, 55]), [split(2024, 6, 2)]),
  jp('8316', ['三井住友フィナンシャルグループ', '三井住友金融集团', 'Sumitomo Mitsui Financial Group'], 'Financials', 4800, 3.9e9, 0.28, 1.2,
    divs(MS, [95, 95, 115, 105, 125, 135, 135, 180, 60, 68]), [split(2024, 9, 3)]),
  jp('8411', ['みずほフィナンシャルグループ', '瑞穗金融集团', 'Mizuho Financial Group'], 'Financials', 5300, 2.49e9, 0.28, 1.2,
    divs(MS, [37.5, 40, 40, 42.5, 42.5, 47.5, 50, 65, 75, 70])),
  jp('6273', ['SMC', 'SMC', 'SMC'], 'Industrials', 55000, 63_000_000, 0.3, 1.1,
    divs(MS, [300, 400, 450, 450, 500, 500, 500, 500, 500, 500])),
  jp('4661', ['オリエンタルランド', '东方乐园', 'Oriental Land'], 'Consumer Discretionary', 3000, 1.64e9, 0.25, 0.7,
    divs(MS, [13, 13, 13, 15, 15, 6, 6, 6, 7, 7]), [split(2023, 3, 5)]),
  jp('2914', ['日本たばこ産業', '日本烟草产业', 'Japan Tobacco'], 'Consumer Staples', 5400, 1.775e9, 0.18, 0.5,
    divs(JD, [65, 75, 75, 113, 94, 94, 97, 97, 104, 104])),
  jp('6594', ['ニデック', '尼得科', 'Nidec'], 'Industrials', 2000, 1.15e9, 0.45, 1.3,
    divs(MS, [30, 35, 35, 35, 35, 35, 40, 20, 20, 0]), [split(2024, 3, 2)]),
  jp('6702', ['富士通', '富士通', 'Fujitsu'], 'Technology', 3800, 1.8e9, 0.3, 1.0,
    divs(MS, [100, 110, 110, 120, 120, 130, 130, 14, 14, 15]), [split(2024, 3, 10)]),
  jp('7733', ['オリンパス', '奥林巴斯', 'Olympus'], 'Health Care', 1900, 1.15e9, 0.28, 0.8,
    divs([3], [12, 14, 16, 18, 20])),
  jp('6723', ['ルネサスエレクトロニクス', '瑞萨电子', 'Renesas Electronics'], 'Technology', 1900, 1.85e9, 0.45, 1.5,
    divs(JD, [0, 0, 0, 15, 0, 28, 14, 14, 14, 14])),
  jp('4543', ['テルモ', '泰尔茂', 'Terumo'], 'Health Care', 2500, 1.48e9, 0.25, 0.7,
    divs(MS, [16, 17, 17, 18, 18, 20, 20, 11, 11, 12]), [split(2024, 3, 2)]),
  jp('6503', ['三菱電機', '三菱电机', 'Mitsubishi Electric'], 'Industrials', 4200, 2.08e9, 0.3, 1.1,
    divs(MS, [26, 14, 26, 14, 26, 15, 25, 18, 32, 22])),
  jp('7011', ['三菱重工業', '三菱重工', 'Mitsubishi Heavy Industries'], 'Industrials', 3800, 3.36e9, 0.4, 1.3,
    divs(MS, [65, 50, 50, 60, 70, 70, 80, 11, 12, 12]), [split(2024, 3, 10)]),
  jp('5108', ['ブリヂストン', '普利司通', 'Bridgestone'], 'Consumer Discretionary', 3600, 1.32e9, 0.22, 0.9,
    divs(JD, [80, 90, 87.5, 87.5, 100, 100, 105, 105, 115, 115]), [split(2025, 12, 2)]),
  jp('2802', ['味の素', '味之素', 'Ajinomoto'], 'Consumer Staples', 3600, 1.0e9, 0.25, 0.6,
    divs(MS, [16, 16, 16, 32, 37, 37, 37, 37, 37, 24]), [split(2025, 3, 2)]),
  jp('4452', ['花王', '花王', 'Kao'], 'Consumer Staples', 6400, 465_000_000, 0.2, 0.5,
    divs(JD, [74, 74, 75, 75, 75, 75, 76, 76, 77, 77])),
  jp('3382', ['セブン&アイ・ホールディングス', '柒和伊控股', 'Seven & i Holdings'], 'Consumer Staples', 2100, 2.55e9, 0.28, 0.7,
    divs(FA, [49, 50, 50, 56.5, 56.5, 63.5, 60, 20, 20, 25]), [split(2024, 2, 3)]),
  jp('9020', ['JR東日本', '东日本旅客铁道', 'East Japan Railway'], 'Industrials', 3600, 1.13e9, 0.22, 0.7,
    divs(MS, [50, 50, 50, 50, 50, 55, 55, 23, 23, 25]), [split(2024, 3, 3)]),
  jp('8802', ['三菱地所', '三菱地所', 'Mitsubishi Estate'], 'Real Estate', 3500, 1.23e9, 0.25, 0.9,
    divs(MS, [16, 16, 17, 17, 22, 18, 22, 20, 22, 23])),
  jp('8801', ['三井不動産', '三井不动产', 'Mitsui Fudosan'], 'Real Estate', 1600, 2.78e9, 0.25, 1.0,
    divs(MS, [22, 22, 33, 35, 40, 40, 47, 14, 16, 17]), [split(2024, 3, 3)]),
  jp('5401', ['日本製鉄', '日本制铁', 'Nippon Steel'], 'Materials', 620, 5.27e9, 0.3, 1.1,
    divs(MS, [10, 70, 90, 90, 90, 80, 90, 80, 80, 60]), [split(2025, 9, 5)]),
  jp('6178', ['日本郵政', '日本邮政', 'Japan Post Holdings'], 'Financials', 1600, 3.0e9, 0.2, 0.7,
    divs(MS, [25, 25, 25, 25, 25, 25, 25, 25, 25, 25])),
  jp('8591', ['オリックス', '欧力士', 'ORIX'], 'Financials', 3800, 1.14e9, 0.25, 1.1,
    divs(MS, [38, 39.5, 46, 42.8, 42.8, 47.6, 47.6, 49.8, 49.8, 52])),
  jp('6146', ['ディスコ', '迪思科', 'DISCO'], 'Technology', 45000, 108_000_000, 0.55, 1.6,
    divs(MS, [570, 200, 900, 300, 1200, 90, 470, 190, 500, 200]), [split(2023, 3, 3)]),
  jp('6857', ['アドバンテスト', '爱德万测试', 'Advantest'], 'Technology', 19500, 730_000_000, 0.55, 1.7,
    divs(MS, [39, 50, 60, 80, 85, 75, 19, 19, 20, 25]), [split(2023, 9, 4)]),
  jp('4901', ['富士フイルムホールディングス', '富士胶片控股', 'FUJIFILM Holdings'], 'Technology', 3300, 1.2e9, 0.22, 0.8,
    divs(MS, [50, 55, 55, 65, 65, 75, 75, 30, 30, 35]), [split(2024, 3, 3)]),
  jp('7751', ['キヤノン', '佳能', 'Canon'], 'Technology', 4500, 930_000_000, 0.2, 0.8,
    divs(JD, [40, 50, 50, 50, 60, 65, 75, 80, 80, 80])),
  jp('6752', ['パナソニック ホールディングス', '松下控股', 'Panasonic Holdings'], 'Consumer Discretionary', 1800, 2.335e9, 0.27, 1.0,
    divs(MS, [15, 15, 15, 15, 15, 15, 20, 20, 20, 25])),
  jp('7269', ['スズキ', '铃木汽车', 'Suzuki Motor'], 'Consumer Discretionary', 2200, 1.94e9, 0.28, 1.0,
    divs(MS, [48, 43, 48, 50, 55, 50, 63, 20, 21, 22]), [split(2024, 3, 4)]),
  jp('7201', ['日産自動車', '日产汽车', 'Nissan Motor'], 'Consumer Discretionary', 370, 3.5e9, 0.4, 1.2,
    divs(MS, [0, 0, 5, 5, 5, 10, 10, 10, 0, 0])),
  jp('9101', ['日本郵船', '日本邮船', 'NYK Line'], 'Industrials', 5200, 430_000_000, 0.35, 1.1,
    divs(MS, [40, 700, 1450, 490, 260, 60, 80, 100, 225, 100]), [split(2022, 3, 3)]),
  jp('1605', ['INPEX', '国际石油开发帝石', 'INPEX'], 'Energy', 2500, 1.2e9, 0.3, 1.0,
    divs(JD, [12, 18, 30, 32, 37, 37, 37, 37, 43, 43])),
  jp('9501', ['東京電力ホールディングス', '东京电力控股', 'Tokyo Electric Power Company Holdings'], 'Utilities', 700, 1.6e9, 0.35, 0.8),
  growth('186A', ['アストロスケールホールディングス', 'Astroscale控股', 'Astroscale Holdings'], 'Industrials', 800, 120_000_000, 0.7, 1.5),
  growth('4592', ['サンバイオ', 'SanBio公司', 'SanBio'], 'Health Care', 1300, 75_000_000, 0.7, 1.2),
];
