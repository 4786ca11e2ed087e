// The types of widget-budget.mjs, for the TypeScript that imports it (the e2e journeys).
export declare const WIDGET_BUDGET_BROTLI: number;
export declare const WIDGET_BUDGET_MAIN_THREAD_MS: number;
