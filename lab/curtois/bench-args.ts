// Command-line options of the engine benchmark (docs/engine.md, Contract).
import { defaultDataDir } from "./data";

export interface BenchArgs {
  instances: number[];
  timeLimitSeconds: number;
  outDir: string;
  peer: boolean;
  seed: number;
  dataDir: string;
  /** Work budget in DP calls per instance (deterministic for a seed); the time limit stays the safety stop. */
  maxWork?: number;
  /** Also run the generated restaurant week after the Curtois instances (off with --skip-restaurant). */
  restaurant: boolean;
  /** Share of each instance's time for the MIP phase (--mip-share; 0 = annealing only, absent = its default). */
  mipShare?: number;
}

function parseInstances(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(",")) {
    const range = part.split("-").map((x) => Number(x.trim()));
    const [a, b] = range;
    if (a === undefined || !Number.isInteger(a)) throw new Error(`bad instance list "${text}"`);
    const end = b === undefined ? a : b;
    if (!Number.isInteger(end)) throw new Error(`bad instance list "${text}"`);
    for (let n = a; n <= end; n++) out.push(n);
  }
  for (const n of out) if (n < 1 || n > 24) throw new Error(`instance ${n} is not in 1-24`);
  return out;
}

export function parseBenchArgs(argv: string[]): BenchArgs {
  const args: BenchArgs = {
    instances: Array.from({ length: 12 }, (_, i) => i + 1),
    timeLimitSeconds: 60,
    outDir: "bench-results/curtois",
    peer: true,
    seed: 1,
    dataDir: defaultDataDir(),
    restaurant: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case "--instances":
        args.instances = parseInstances(value());
        break;
      case "--time-limit":
        args.timeLimitSeconds = Number(value());
        if (!(args.timeLimitSeconds > 0))
          throw new Error("--time-limit must be a positive number of seconds");
        break;
      case "--out":
        args.outDir = value();
        break;
      case "--no-peer":
        args.peer = false;
        break;
      case "--seed":
        args.seed = Number(value());
        if (!Number.isInteger(args.seed)) throw new Error("--seed must be an integer");
        break;
      case "--max-work":
        args.maxWork = Number(value());
        if (!(Number.isInteger(args.maxWork) && args.maxWork > 0))
          throw new Error("--max-work must be a positive integer");
        break;
      case "--data":
        args.dataDir = value();
        break;
      case "--skip-restaurant":
        args.restaurant = false;
        break;
      case "--mip-share":
        args.mipShare = Number(value());
        if (!(args.mipShare >= 0 && args.mipShare < 1)) throw new Error("--mip-share must be in [0, 1)");
        break;
      case "--":
        break;
      default:
        throw new Error(`unknown option ${flag}`);
    }
  }
  return args;
}
