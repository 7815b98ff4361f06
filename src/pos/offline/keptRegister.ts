// The till's register and its open session as last read from the server, kept in the browser so that the till
// opens with no connection (README "Offline till"). Only a session seen OPENED is kept; the server stays the
// judge: a sale sent later for a session closed meanwhile is refused and kept on the till for the manager.
import type { PosRegister } from "../documents";

const keyOf = (registerId: string, locationId: string) => `pos-register:${registerId}:${locationId}`;

export function keepRegister(registerId: string, locationId: string, register: PosRegister): void {
  try {
    if (register.currentSession?.status === "OPENED") localStorage.setItem(keyOf(registerId, locationId), JSON.stringify(register));
    else localStorage.removeItem(keyOf(registerId, locationId));
  } catch {
    // a full or blocked storage only loses the offline opening
  }
}

export function keptRegister(registerId: string, locationId: string): PosRegister | null {
  try {
    const text = localStorage.getItem(keyOf(registerId, locationId));
    return text ? (JSON.parse(text) as PosRegister) : null;
  } catch {
    return null;
  }
}
