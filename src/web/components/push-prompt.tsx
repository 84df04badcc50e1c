import { BellRingIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { currentPushState, PushProblem, turnOffPush, turnOnPush, type PushState } from "@/lib/push";
import { cn } from "@/lib/utils";

const WORDS: Record<Exclude<PushState, "off">, string> = {
  on: "Notifications are on for this device.",
  denied:
    "Notifications are blocked for Brigade in this browser. Allow them in the browser's site settings to get them here.",
  unsupported:
    "This browser cannot show notifications from Brigade. On an iPhone, add Brigade to the Home Screen first.",
};

/**
 * "Turn on notifications" for this device: the browser's permission is asked only when the button is
 * pressed, never on page load; a blocked or unsupported browser gets a plain sentence instead.
 */
export function PushPrompt({ className }: { className?: string }) {
  const [state, setState] = useState<PushState | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void currentPushState()
      .catch((): PushState => "off")
      .then((s) => isCurrent && setState(s));
    return () => {
      isCurrent = false;
    };
  }, []);

  const act = async (work: () => Promise<PushState>) => {
    setIsWorking(true);
    setProblem(null);
    try {
      setState(await work());
    } catch (error) {
      setProblem(
        error instanceof PushProblem
          ? error.message
          : errorMessage(error, "Notifications could not be changed."),
      );
    } finally {
      setIsWorking(false);
    }
  };

  if (state === null) return null;
  return (
    <div className={cn("grid gap-2 text-sm", className)}>
      {state !== "off" && <p className="text-muted-foreground">{WORDS[state]}</p>}
      {state === "off" && (
        <Button
          variant="outline"
          disabled={isWorking}
          onClick={() => void act(turnOnPush)}
          className="justify-self-start"
        >
          <BellRingIcon aria-hidden />
          {isWorking ? "Turning on…" : "Turn on notifications"}
        </Button>
      )}
      {state === "on" && (
        <Button
          variant="ghost"
          size="sm"
          disabled={isWorking}
          className="justify-self-start"
          onClick={() =>
            void act(async () => {
              await turnOffPush();
              return "off";
            })
          }
        >
          Turn off on this device
        </Button>
      )}
      {problem && (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
