/** Decision 009: the shop states the rules where the prize is shown. */
export function LeaderboardRules() {
  return (
    <p className="text-sm text-muted-foreground">
      Elke betaalde bestelling levert punten op: 10 per euro, naar beneden afgerond. De koper met de meeste punten op zondag om 24:00 wint de
      weekprijs: beslist door aankopen, nooit door loting. Bij een gelijke stand wint wie die score het eerst
      haalde. Maandag om 00:00 begint iedereen weer bij nul.
    </p>
  )
}
