export interface BundleSources {
  root: string;
  folders: string[];
  files: string[];
  entry: string;
  cacheDir: string;
}
export declare const BUNDLE_SOURCES: BundleSources;
export declare function sourceFingerprint(sources?: BundleSources): Promise<string>;
export declare function builtEntry(fingerprint: string, sources?: BundleSources): Promise<string | null>;
export declare function buildBundle(fingerprint: string, sources?: BundleSources): Promise<string>;
