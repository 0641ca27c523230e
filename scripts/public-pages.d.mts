export declare const PUBLIC_PAGES: string[];
export declare const FIRST_LOAD_JS_BUDGET_KB: Record<string, number>;
