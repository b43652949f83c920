export declare const CHROMIUM_PATH: string;
export declare const QUIET_CHROMIUM_FLAGS: string[];
export declare const PLAYWRIGHT_CHROMIUM_FLAGS: string[];
export declare const PLAYWRIGHT_CHROMIUM_PATH: string;
