import { CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * Copies a secret address (the calendar feed, a store's kiosk) to the clipboard, and says so; where the
 * browser refuses, says how to copy it by hand (the address is shown in a field beside it).
 */
export function CopyButton({ text, copiedTitle }: { text: string; copiedTitle: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: copiedTitle });
    } catch {
      toast({
        title: "Copy failed",
        description: "Select the address and copy it yourself.",
        variant: "destructive",
      });
    }
  };
  return (
    <Button onClick={() => void copy()}>
      <CopyIcon aria-hidden />
      Copy
    </Button>
  );
}
