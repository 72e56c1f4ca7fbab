export declare const FIRST_VISIT_FOLDER: string;
