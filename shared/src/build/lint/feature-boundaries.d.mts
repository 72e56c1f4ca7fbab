export declare const REMOTES: string[];
export interface Place {
  remote: string;
  area: string | null;
}
export declare function placeOf(file: string): Place | null;
export declare function boundaryBreach(file: string, specifier: string): string | null;
export declare function importSpecifiers(text: string): string[];
export interface CrossFeatureImport {
  file: string;
  specifier: string;
  breach: string;
}
export declare function crossFeatureImports(
  files: string[],
  read: (file: string) => string,
): { imports: CrossFeatureImport[]; pairs: string[] };
export declare function workingTreeFiles(root: string): string[];
