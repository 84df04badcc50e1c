import { parseEngineInput, type EngineInput, type EngineInputRaw } from "../../src/engine/index";

/** A generated or hand-written week, parsed; a test fails loudly on an input the engine rejects. */
export function parse(raw: EngineInputRaw): EngineInput {
  const result = parseEngineInput(raw);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.input;
}
