// Tiny `--flag value` / `--switch` parser: no dependency, unknown flags are an error.
export function parseArgs(argv, spec) {
  const options = Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, v.default]));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [rawName, inline] = arg.startsWith("--") ? arg.slice(2).split("=", 2) : [undefined];
    const key = rawName && Object.keys(spec).find((k) => toFlag(k) === rawName);
    if (!key) {
      if (arg === "--help" || arg === "-h") usage(spec, 0);
      console.error(`unknown argument: ${arg}`);
      usage(spec, 2);
    }
    const { type } = spec[key];
    if (type === "boolean") {
      options[key] = inline === undefined ? true : inline !== "false";
    } else {
      const value = inline ?? argv[++i];
      if (value === undefined) usage(spec, 2);
      options[key] = type === "number" ? Number(value) : value;
      if (type === "number" && !(Number.isFinite(options[key]) && options[key] > 0)) {
        console.error(`--${toFlag(key)} needs a positive number`);
        process.exit(2);
      }
    }
  }
  return options;
}

const toFlag = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function usage(spec, code) {
  console.error("options:");
  for (const [k, v] of Object.entries(spec)) {
    console.error(
      `  --${toFlag(k)}${v.type === "boolean" ? "" : ` <${v.type}>`}  ${v.help} (default ${v.default})`,
    );
  }
  process.exit(code);
}
