export declare const isTestFile: (file: string) => boolean;
export declare const MODULE_LIST: string;
export declare function documentedModules(text: string): Array<{ name: string; uses: string[] }>;
export declare function moduleOf(file: string): { root: string; name: string } | null;
export declare function foreignModuleOf(
  file: string,
  specifier: string,
): { from: string; to: string; target: string } | null;
export declare function moduleBreach(file: string, specifier: string): string | null;
export declare function moduleFiles(root: string): string[];
export interface ModuleBreach {
  file: string;
  specifier: string;
  breach: string;
}
export declare function moduleGraph(
  root: string,
  files: string[],
  read: (file: string) => string,
): { graph: Map<string, Set<string>>; breaches: ModuleBreach[] };
export declare function cyclesOf(graph: Map<string, Iterable<string>>): string[][];
