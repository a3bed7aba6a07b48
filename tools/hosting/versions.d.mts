/** Types for the e2e suite, which deploys through versions.mjs. */
export declare const VERSIONS_FILE: string;
export declare const PREVIOUS_DIR: string;
export declare const KEPT_VERSIONS: number;
export declare function buildFiles(dir: string, ignore: string[]): string[];
export type Version = { id: number; commit?: string; deployedAt: string; files: string[] };
export declare function liveVersions(siteUrl: URL, fetchFile: typeof fetch): Promise<Version[]>;
export declare function stageVersions(options: {
  dir: string;
  siteUrl: URL;
  ignore: string[];
  commit?: string;
  fetchFile?: (url: URL, init?: RequestInit) => Promise<Response>;
  now?: Date;
}): Promise<{ id: number; previous?: number }>;
