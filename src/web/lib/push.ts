import type { PushSubscriptionInput } from "../../domain/schemas/push";
import { api, apiRequest } from "./api";

/**
 * This device's Web Push (docs/decisions/078-installable-app-and-push.md). Permission is asked only from
 * turnOnPush, which a button calls: never on page load.
 */
export type PushState = "unsupported" | "denied" | "off" | "on";

export const isPushSupported = (): boolean =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The service worker, if this page has one (a build registers it after load); null after a while. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentPushState(): Promise<PushState> {
  if (!isPushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === "granted" ? "on" : "off";
}

/** The plain words shown when turning on fails. */
export class PushProblem extends Error {}

export async function turnOnPush(): Promise<PushState> {
  if (!isPushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const registration = await workerRegistration();
  if (!registration)
    throw new PushProblem("Notifications need the app's service worker, which has not started here.");
  const { publicKey } = await api.get<{ publicKey: string }>("/api/push/public-key");
  let subscription: PushSubscription;
  try {
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: fromBase64Url(publicKey),
      }));
  } catch {
    throw new PushProblem("This browser could not reach its notification service. Try again later.");
  }
  await api.post("/api/push/subscriptions", subscription.toJSON() as PushSubscriptionInput);
  return "on";
}

export async function turnOffPush(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiRequest("DELETE", "/api/push/subscriptions", { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
