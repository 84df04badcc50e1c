import { Spinner } from "@/components/ui/spinner";

/** docs/product.md, Screens: "Loading" while the current user (or a lazy screen) loads. */
export function LoadingScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      className={
        fullScreen
          ? "flex min-h-svh items-center justify-center gap-2 text-muted-foreground"
          : "flex items-center justify-center gap-2 p-8 text-muted-foreground"
      }
    >
      <Spinner label="" aria-hidden />
      <p>Loading</p>
    </div>
  );
}
