export declare const STATE_DIR: string;
export declare function logProblems(output: string, secrets?: string[]): { lines: number; problems: string[] };
