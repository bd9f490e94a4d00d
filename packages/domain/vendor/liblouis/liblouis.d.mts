/** The emscripten module of liblouis built by scripts/build-liblouis.sh (only what the app uses). */
export interface LiblouisModule {
  ccall(name: string, returnType: 'number' | 'string', argTypes: string[], args: unknown[]): number & string;
  getValue(pointer: number, type: 'i32'): number;
  setValue(pointer: number, value: number, type: 'i32'): void;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
}
export default function createLiblouis(options?: Record<string, unknown>): Promise<LiblouisModule>;
