import { DefaultHttpStack, type HttpRequest, type HttpStack } from 'tus-js-client';

const PART_METHOD = 'PATCH';

async function sha1Base64(part: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', new Uint8Array(await part.arrayBuffer())));
  return btoa(String.fromCharCode(...digest));
}

/**
 * tus-js-client's HTTP stack with an `Upload-Checksum` (sha1) on every part, so the server keeps
 * no part that was damaged on the way (it answers 460 and the part is sent again).
 */
export function checksumHttpStack(inner: HttpStack = new DefaultHttpStack({})): HttpStack {
  return {
    getName: () => `checksum+${inner.getName()}`,
    createRequest(method: string, url: string): HttpRequest {
      const request = inner.createRequest(method, url);
      if (method !== PART_METHOD) return request;
      const send = request.send.bind(request);
      const abort = request.abort.bind(request);
      let isAborted = false;
      request.abort = () => {
        isAborted = true;
        return abort();
      };
      request.send = async (body: unknown) => {
        if (body instanceof Blob) {
          const checksum = await sha1Base64(body);
          // Paused or offline while hashing: like an aborted XMLHttpRequest, the part never answers,
          // or its late answer would reach the upload once it has started again.
          if (isAborted) return new Promise<never>(() => {});
          request.setHeader('Upload-Checksum', `sha1 ${checksum}`);
        }
        return send(body);
      };
      return request;
    },
  };
}
