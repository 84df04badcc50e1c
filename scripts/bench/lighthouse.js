// Lighthouse in `npm run bench` (issue 32): the performance score of /login and of /schedule (signed in as
// the demo manager, the demo week) in Debian's Chromium, with Lighthouse's mobile defaults (a mid-range
// phone: 4× slower CPU, a slow 4G network simulated). Each run is a fresh browser with an empty cache;
// the median run of each page is reported, with the figures the score is made of.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** One Lighthouse performance run of url in a new headless Chromium; extraHeaders carry the session. */
async function runOnce(url, extraHeaders) {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
      extraHeaders,
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      score: lhr.categories.performance.score,
      lcpMs: Math.round(value("largest-contentful-paint")),
      tbtMs: Math.round(value("total-blocking-time")),
      fcpMs: Math.round(value("first-contentful-paint")),
      cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
      mainThreadMs: Math.round(value("mainthread-work-breakdown")),
      domNodes: value("dom-size"),
      transferKB: Math.round(value("total-byte-weight") / 102.4) / 10,
    };
  } finally {
    chrome.kill();
  }
}

/** On a busy machine Chromium now and then records no usable trace (NO_NAVSTART): such a run is redone. */
async function runWithRetry(url, extraHeaders, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, extraHeaders);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  ${error.message}; again (${attempt + 1} of ${attempts})`);
    }
  }
}

/**
 * `runs` Lighthouse runs of each page; `pages` are { name, path, cookie?, budget? }. Answers, per page, the run with
 * the median score (its LCP, TBT… belong together) and every run's score.
 */
export async function measureLighthouse({ url, pages, runs = 3 }) {
  const results = [];
  for (const page of pages) {
    const headers = page.cookie ? { Cookie: page.cookie } : undefined;
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await runWithRetry(`${url}${page.path}`, headers));
    const medianRun = [...all].sort((a, b) => a.score - b.score)[Math.floor((all.length - 1) / 2)];
    results.push({
      page: page.name,
      budget: page.budget,
      ...medianRun,
      scores: all.map((r) => r.score),
    });
  }
  return results;
}
