export declare const TEST_LEAD_DOMAIN: string;
export declare const EXPECTED_TITLES: Record<string, string>;
export declare const ACCOUNT_TITLES: Record<string, string>;
export declare const SECURITY_HEADERS: Record<string, (value: string) => boolean>;
export declare function titleOf(html: string): string | null;
export declare function langOf(html: string): string | null;
export declare function firstFormFields(html: string): Record<string, string>;
export declare function assetPaths(html: string): string[];
export declare function sitemapPaths(xml: string): string[];
export declare function workerName(toml: string, envName: string): string | null;
export declare function projectWorkerName(envName: string): string | null;
export declare function runSmoke(
  origin: string,
  options?: { version?: string | null; worker?: string | null; dev?: boolean; write?: (line: string) => void; timeoutMs?: number },
): Promise<{ failures: number; testEmail: string }>;
