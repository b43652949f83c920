export declare function deploymentVersions(statusJson: string): { version_id: string; percentage: number }[];
export declare function uploadedVersion(outputFile: string): string | null;
export declare function versionSpecs(version: string, stable: string | null, percent: number): string[];
