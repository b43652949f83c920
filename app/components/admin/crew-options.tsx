/** One `<option>` per active crew member (their name, else their e-mail), for the Crew fields and filters. */
export function CrewOptions({ members }: { members: readonly { id: number; name: string; email: string }[] }) {
  return members.map((m) => (
    <option key={m.id} value={m.id}>
      {m.name || m.email}
    </option>
  ));
}
