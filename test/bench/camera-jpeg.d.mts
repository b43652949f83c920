export declare function cameraJpeg(): Promise<Buffer>;
