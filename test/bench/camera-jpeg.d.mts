export declare function cameraJpegFile(): Promise<string>;
export declare function cameraJpeg(): Promise<Buffer>;
