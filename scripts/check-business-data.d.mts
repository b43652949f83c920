export declare const CHECKED_VARS: string[];
export declare const OPTIONAL_VARS: string[];
export declare function readVars(toml: string, envName: string): Record<string, string>;
export declare function placeholderReason(value: string): string | null;
export declare function findPlaceholders(vars: Record<string, string>): string[];
export declare function readWranglerVars(envName: string): Record<string, string>;
export declare const PRICE_VARS: string[];
export declare function priceProblems(vars: Record<string, string>): string[];
