// A server refusal speaks of what was sent: once the buyer changes any field after it, it no longer applies and
// must not stand beside the new field errors until the next submit (issue 25 item 7). The form's owner (a
// machine) clears it when told.
import { useEffect, useRef } from 'react'

/**
 * Calls `onEdited` at the first change of `values` (a Formik values object, new on every change) after a
 * refusal was shown.
 */
export function useRefusalClearsOnEdit(values: unknown, refused: boolean, onEdited: () => void): void {
  const valuesAtRefusal = useRef<unknown>(undefined)
  const edited = useRef(onEdited)
  useEffect(() => {
    edited.current = onEdited
  })
  useEffect(() => {
    valuesAtRefusal.current = refused ? values : undefined
    // only when a refusal appears or goes: the values it speaks of are the ones on screen at that moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused])
  useEffect(() => {
    if (refused && valuesAtRefusal.current !== undefined && valuesAtRefusal.current !== values) {
      valuesAtRefusal.current = undefined
      edited.current()
    }
  }, [values, refused])
}
