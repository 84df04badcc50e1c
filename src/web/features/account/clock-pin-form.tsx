import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { describedBy, FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { clockPinQueryOptions, useSetClockPinMutation } from "./api";

const PIN = /^\d{4,6}$/;

/** Time clock PIN (docs/product.md, Time clock): the personal 4-6 digits typed at a store's kiosk. */
export function ClockPinForm() {
  const status = useQuery(clockPinQueryOptions());
  const save = useSetClockPinMutation();
  const [pin, setPin] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!PIN.test(pin)) return setProblem("A PIN is 4 to 6 digits");
    if (pin !== confirm) return setProblem("The two PINs differ");
    setProblem(undefined);
    save.mutate(pin, {
      onSuccess: () => {
        setPin("");
        setConfirm("");
      },
    });
  };
  const digits = (set: (v: string) => void) => (e: { target: { value: string } }) =>
    set(e.target.value.replace(/\D/g, "").slice(0, 6));

  return (
    <Card>
      <CardHeader>
        <CardTitle id="pin-heading">Time clock PIN</CardTitle>
        <CardDescription>
          {status.data?.hasPin
            ? "You have a PIN. Set a new one here if you forgot it."
            : "Set a PIN to clock in at your store's kiosk."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-labelledby="pin-heading" className="grid gap-4">
          <FormField id="clock-pin" label="New PIN (4-6 digits)" error={problem}>
            <Input
              id="clock-pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={pin}
              onChange={digits(setPin)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy("clock-pin", undefined, problem)}
            />
          </FormField>
          <FormField id="clock-pin-confirm" label="Confirm PIN">
            <Input
              id="clock-pin-confirm"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={confirm}
              onChange={digits(setConfirm)}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save PIN"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
