// A Vite plugin that puts what the first signed-in screens share into one chunk (issue 32).
//
// Every screen is lazy-loaded, and rolldown's automatic splitting makes one small chunk per set of screens
// that share a module: /schedule fetched ~55 scripts before its first paint, over the six connections a
// browser opens per origin, eight round trips or more on a phone network. A group chosen by path does not
// work: one that holds a module /login also uses makes /login fetch the whole group (tried: +0.45 s to its
// largest paint). Nor does one read off the module graph: the entry imports the `radix-ui` and
// `lucide-react` indexes, which import everything, so only tree-shaking knows what a page really uses.
//
// So the build runs twice. The first pass (not written) splits as rolldown would; its chunks say, after
// tree-shaking, which modules the entry and the signed-out screens (sign-in, sign-up, password links,
// kiosk) load and which the shell, Dashboard and Schedule load. The real build puts the second less the
// first, less each page's own feature code, in one chunk `first-screen`: signed-out pages fetch exactly
// what they did, and the first signed-in screen fetches the entry, that chunk and its page.
import { fileURLToPath } from "node:url";
import { build, type InlineConfig, type Plugin, type Rolldown } from "vite";

const WEB = fileURLToPath(new URL("../src/web/", import.meta.url));
const at = (path: string) => `${WEB}${path}`;

/** Screens that a person signed out can open: their first load stays as small as it is. */
const SIGNED_OUT = [
  "features/auth/login-page.tsx",
  "features/auth/signup-page.tsx",
  "features/auth/forgot-password-page.tsx",
  "features/auth/password-link-page.tsx",
  "features/auth/set-password-page.tsx",
  "features/auth/unsubscribe-page.tsx",
  "features/kiosk/kiosk-page.tsx",
].map(at);

/** The first screens after signing in: everyone's Dashboard, a manager's Schedule, the shell around them. */
const FIRST_SCREENS = [
  "app/shell/app-shell.tsx",
  "features/dashboard/dashboard-page.tsx",
  "features/schedule/schedule-page.tsx",
].map(at);

/** Feature code of those pages stays in its page's chunk (the Dashboard need not fetch the Schedule's). */
const PAGE_OWN = [at("features/dashboard/"), at("features/schedule/")];

const FIRST_PASS = "BRIGADE_CHUNKS_FIRST_PASS";

type Chunk = Rolldown.OutputChunk;

/** The chunks `roots` load before they run: themselves and their static imports, recursively. */
export function loadedWith(byFile: ReadonlyMap<string, Chunk>, roots: readonly Chunk[]): Set<Chunk> {
  const seen = new Set<Chunk>();
  const stack = [...roots];
  for (let chunk = stack.pop(); chunk !== undefined; chunk = stack.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) stack.push(imported);
    }
  }
  return seen;
}

/** From the first pass's chunks: the modules the first screens load that no signed-out screen loads. */
export function firstScreenModules(chunks: readonly Chunk[]): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const facade = (ids: readonly string[]) => {
    const found = chunks.filter((c) => c.facadeModuleId !== null && ids.includes(c.facadeModuleId));
    const missing = ids.filter((id) => !found.some((c) => c.facadeModuleId === id));
    if (missing.length > 0) throw new Error(`first-screen chunks: no chunk for ${missing.join(", ")}`);
    return found;
  };
  const entries = chunks.filter((c) => c.isEntry);
  const signedOut = new Set(
    [...loadedWith(byFile, [...entries, ...facade(SIGNED_OUT)])].flatMap((c) => c.moduleIds),
  );
  const shared = new Set<string>();
  for (const chunk of loadedWith(byFile, facade(FIRST_SCREENS))) {
    for (const id of chunk.moduleIds) {
      if (signedOut.has(id) || PAGE_OWN.some((dir) => id.startsWith(dir))) continue;
      shared.add(id);
    }
  }
  return shared;
}

/**
 * `base`: the build's own settings (root, aliases, the plugins that change what modules contain), for the
 * first pass.
 */
export function firstScreenChunks(base: () => InlineConfig): Plugin {
  const shared = new Set<string>();
  return {
    name: "brigade-first-screen-chunks",
    apply: (_config, env) => env.command === "build" && process.env[FIRST_PASS] === undefined,
    async config() {
      process.env[FIRST_PASS] = "1";
      try {
        const output = await build({
          ...base(),
          configFile: false,
          logLevel: "silent",
          build: { ...base().build, write: false, emptyOutDir: false },
        });
        const bundles = Array.isArray(output) ? output : [output];
        const chunks = bundles
          .flatMap((b) => ("output" in b ? b.output : []))
          .filter((item): item is Chunk => item.type === "chunk");
        for (const id of firstScreenModules(chunks)) shared.add(id);
      } finally {
        delete process.env[FIRST_PASS];
      }
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "first-screen",
                    test: (id: string) => shared.has(id),
                    // A member's import that a signed-out screen uses stays out: pulling it in would make
                    // that screen fetch the whole group.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
