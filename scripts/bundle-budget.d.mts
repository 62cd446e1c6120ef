/** Types of bundle-budget.mjs for the web build and the browser test that checks the same budget. */
export declare const FIRST_SCREEN_BUDGET_BYTES: number;
export declare const FIRST_SCREEN_SOURCES: readonly string[];
export declare const START_CHUNK: string;
export declare function measure(dist: string): {
  files: { file: string; bytes: number }[];
  total: number;
  everything: number;
};
