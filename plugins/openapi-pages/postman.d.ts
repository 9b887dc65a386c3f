// postman-code-generators and postman-collection ship no typings for what the samples call.
declare module 'postman-code-generators' {
  type Callback = (error: unknown, snippet: string) => void;
  const codegen: {
    convert(language: string, variant: string, request: unknown, options: object, callback: Callback): void;
  };
  export default codegen;
}

declare module 'postman-collection' {
  export class Request {
    constructor(definition: object);
  }
}
