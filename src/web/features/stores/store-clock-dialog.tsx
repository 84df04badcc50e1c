import { useQuery } from "@tanstack/react-query";
import { LocateFixedIcon } from "lucide-react";
import { useId, useState, type FormEvent, type ReactElement } from "react";
import type { Store } from "../../../domain/schemas/stores";
import type { StoreClock } from "../../../domain/schemas/time-clock";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CopyButton } from "@/components/copy-button";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Switch } from "@/components/ui/switch";
import {
  storeClockQueryOptions,
  useRotateKioskMutation,
  useTurnOffKioskMutation,
  useUpdateStoreClockMutation,
} from "./api";

/**
 * A store's time clock (docs/product.md, Time clock): its kiosk address (make, copy, replace, turn off) and
 * its place and radius, which flag phone punches made elsewhere.
 */
export function StoreClockDialog({ store, trigger }: { store: Store; trigger: ReactElement }) {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Time clock: {store.name}</DialogTitle>
          <DialogDescription>
            The kiosk address lets people punch with their PIN on a shared device in the store. The
            store&apos;s place flags phone punches made away from it.
          </DialogDescription>
        </DialogHeader>
        <StoreClockBody storeId={store.id} />
      </DialogContent>
    </Dialog>
  );
}

function StoreClockBody({ storeId }: { storeId: number }) {
  const clock = useQuery(storeClockQueryOptions(storeId));
  if (clock.isPending) return <p className="text-sm text-muted-foreground">Loading the time clock…</p>;
  if (clock.isError)
    return <p className="text-sm text-muted-foreground">The time clock could not be loaded.</p>;
  return (
    <div className="grid gap-5">
      <KioskAddress storeId={storeId} clock={clock.data} />
      <Separator />
      <PlaceForm storeId={storeId} clock={clock.data} />
    </div>
  );
}

function KioskAddress({ storeId, clock }: { storeId: number; clock: StoreClock }) {
  const id = useId();
  const rotate = useRotateKioskMutation(storeId);
  const turnOff = useTurnOffKioskMutation(storeId);
  const url = clock.kioskPath ? new URL(clock.kioskPath, window.location.origin).toString() : "";
  if (!clock.kioskPath) {
    return (
      <div className="grid gap-2">
        <p className="text-sm font-medium">Kiosk</p>
        <p className="text-sm text-muted-foreground">This store has no kiosk address.</p>
        <div>
          <Button onClick={() => rotate.mutate()} disabled={rotate.isPending}>
            Make a kiosk address
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>Kiosk address</Label>
        <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <p className="text-xs text-muted-foreground">
          Open it on the store&apos;s tablet. Anyone with it can punch with a PIN: keep it in the store.
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <ConfirmDialog
          trigger={<Button variant="outline">Turn off</Button>}
          title="Turn off the kiosk?"
          description="The kiosk address stops working. People can still punch from their phones."
          confirmLabel="Turn off"
          pendingLabel="Turning off..."
          action={turnOff}
        />
        <ConfirmDialog
          trigger={<Button variant="outline">New address</Button>}
          title="Replace the kiosk address?"
          description="The old address stops working at once. Open the new one on the store's tablet."
          confirmLabel="Replace"
          pendingLabel="Replacing..."
          action={rotate}
        />
        <CopyButton text={url} copiedTitle="Kiosk address copied" />
      </div>
    </div>
  );
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

function PlaceForm({ storeId, clock }: { storeId: number; clock: StoreClock }) {
  const baseId = useId();
  const save = useUpdateStoreClockMutation(storeId);
  const [latitude, setLatitude] = useState(clock.latitude?.toString() ?? "");
  const [longitude, setLongitude] = useState(clock.longitude?.toString() ?? "");
  const [radius, setRadius] = useState(String(clock.clockRadiusM));
  const [requireLocation, setRequireLocation] = useState(clock.requireLocation);
  const [problem, setProblem] = useState<string | null>(null);
  const [isLocating, setIsLocating] = useState(false);

  const useThisDevice = () => {
    if (!("geolocation" in navigator)) return setProblem("This device cannot tell its location.");
    setIsLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setIsLocating(false);
        setProblem(null);
        setLatitude(p.coords.latitude.toFixed(6));
        setLongitude(p.coords.longitude.toFixed(6));
      },
      () => {
        setIsLocating(false);
        setProblem("The location could not be read. Allow it in the browser, or type it in.");
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lat = numberOrNull(latitude);
    const lon = numberOrNull(longitude);
    const r = Number(radius);
    if ((lat === null) !== (lon === null)) return setProblem("Give both latitude and longitude, or neither.");
    if ((lat !== null && !(Math.abs(lat) <= 90)) || (lon !== null && !(Math.abs(lon) <= 180)))
      return setProblem("Latitude is between -90 and 90, longitude between -180 and 180.");
    if (!Number.isInteger(r) || r < 10 || r > 100_000)
      return setProblem("The radius is 10 to 100000 metres.");
    setProblem(null);
    save.mutate({ latitude: lat, longitude: lon, clockRadiusM: r, requireLocation });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Store location">
      <p className="text-sm font-medium">Location for phone punches</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${baseId}-lat`} label="Latitude">
          <Input
            id={`${baseId}-lat`}
            inputMode="decimal"
            value={latitude}
            onChange={(e) => setLatitude(e.target.value)}
          />
        </FormField>
        <FormField id={`${baseId}-lon`} label="Longitude">
          <Input
            id={`${baseId}-lon`}
            inputMode="decimal"
            value={longitude}
            onChange={(e) => setLongitude(e.target.value)}
          />
        </FormField>
      </div>
      <div>
        <Button type="button" variant="outline" onClick={useThisDevice} disabled={isLocating}>
          <LocateFixedIcon aria-hidden />
          {isLocating ? "Finding this device..." : "Use this device's location"}
        </Button>
      </div>
      <FormField
        id={`${baseId}-radius`}
        label="Radius (metres)"
        hint="A phone punch farther away than this is flagged."
      >
        <Input
          id={`${baseId}-radius`}
          inputMode="numeric"
          value={radius}
          onChange={(e) => setRadius(e.target.value)}
          aria-describedby={`${baseId}-radius-hint`}
        />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id={`${baseId}-require`} checked={requireLocation} onCheckedChange={setRequireLocation} />
        <Label htmlFor={`${baseId}-require`}>
          Refuse phone clock-ins away from the store or without a location
        </Label>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save location"}
        </Button>
      </div>
    </form>
  );
}
