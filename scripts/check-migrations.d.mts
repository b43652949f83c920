export declare const CHECKED_FROM: number;
export declare const MARKER: RegExp;
export declare function statementsOf(sql: string): string[];
export declare function columnsOfCreate(statement: string): string[];
export interface DestructiveStatement {
  statement: string;
  reason: string;
}
export declare function destructiveStatements(sql: string, previousTables: Record<string, string[]> | null): DestructiveStatement[];
export declare const PROJECT_MIGRATIONS: string;
export interface Migrations {
  files: Record<string, string>;
  snapshots?: Record<number, Record<string, string[]>>;
}
export declare function readMigrations(dir: string): Required<Migrations>;
export declare function checkMigrations(
  migrations: Migrations,
  options?: { from?: number },
): {
  checked: number;
  refused: (DestructiveStatement & { file: string })[];
  allowed: { file: string; reason: string; problems: DestructiveStatement[] }[];
};
