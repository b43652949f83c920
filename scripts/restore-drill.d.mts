export declare function isDataTable(name: string): boolean;
export declare function countQuery(tables: string[]): string;
export declare function compareCounts(source: Record<string, number>, restored: Record<string, number>): string[];
