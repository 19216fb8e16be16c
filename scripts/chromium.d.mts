export declare const chromiumFlags: string[];
export declare const chromiumLaunch: { executablePath: string; args: string[] };
export declare const chromiumHeadlessShellLaunch: { executablePath: string; args: string[] };
