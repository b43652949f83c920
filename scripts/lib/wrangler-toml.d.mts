export declare const projectRoot: string;
export declare function readWranglerToml(): Record<string, unknown>;
export declare function varsOf(config: Record<string, unknown>, envName: string): Record<string, string>;
export declare function workerNameOf(config: Record<string, unknown>, envName: string): string | null;
export declare function databaseOf(config: Record<string, unknown>): { database_name?: string; database_id?: string };
