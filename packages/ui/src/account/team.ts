// What the components of the 'Equipe' tab share: the team as the contract shapes it, and how a
// team action reports its outcome.
import type { Schema } from '@sppock/sdk';
import { toast } from '../primitives/Toaster/toastStore';

export type Team = Schema<'Team'>['team'];

/** Runs a team action: the server's message as a success toast, its error as an error toast. */
export async function runTeamAction(action: () => Promise<{ message: string }>): Promise<void> {
  try {
    toast.success((await action()).message);
  } catch (error) {
    toast.error((error as Error).message);
    throw error;
  }
}
