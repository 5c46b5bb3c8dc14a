export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image file's natural size in the browser; rejects when the file is not a readable image. */
export function readImageSize(file: File): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      reject(new Error('not an image'));
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}
