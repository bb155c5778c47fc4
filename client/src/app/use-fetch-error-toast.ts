import { useEffect } from 'react';
import { addDangerToast } from './toasts';

/** Tells a person, once per failure, that loading a resource failed (Superset's resource-hook message). */
export function useFetchErrorToast(error: { message: string } | null | undefined, resourceName: string): void {
  useEffect(() => {
    if (error) addDangerToast(`An error occurred while fetching ${resourceName}: ${error.message}`);
  }, [error, resourceName]);
}
