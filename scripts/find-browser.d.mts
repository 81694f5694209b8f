export declare function findBrowser(): string | undefined;
export declare const CHROME_ARGS: string[];
