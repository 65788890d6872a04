//! Command-line words: the rule options (`--no-promotions`, `--knights-and-kings`,
//! `--queens-guard`, `--teams`), other `--name value` flags, and the positional words in order.

use martian_engine::{Position, RuleOptions};

/// Flags that take a value.
const VALUED: [&str; 13] = [
    "--out",
    "--every",
    "--level",
    "--millis",
    "--nodes",
    "--a-millis",
    "--a-nodes",
    "--a-seats",
    "--depth",
    "--seed",
    "--record",
    "--games",
    "--players",
];

/// The words after the command, sorted out.
#[derive(Debug, Default)]
pub struct Args {
    /// The rule options named.
    pub options: RuleOptions,
    /// `--name value` flags, in order.
    pub flags: Vec<(String, String)>,
    /// Every other word, in order.
    pub positional: Vec<String>,
}

impl Args {
    /// Sorts the words; an unknown `--option` or a flag without its value is an error.
    pub fn parse(words: &[String]) -> Result<Args, String> {
        let mut args = Args::default();
        let mut it = words.iter();
        while let Some(w) = it.next() {
            match w.as_str() {
                "--no-promotions" => args.options.promotions = false,
                "--knights-and-kings" => args.options.knights_and_kings = true,
                "--queens-guard" => args.options.queens_guard = true,
                "--teams" => args.options.teams = true,
                f if VALUED.contains(&f) => {
                    let v = it.next().ok_or_else(|| format!("{f} needs a value"))?;
                    args.flags.push((f.to_string(), v.clone()));
                }
                f if f.starts_with("--") => return Err(format!("unknown option `{f}`")),
                _ => args.positional.push(w.clone()),
            }
        }
        Ok(args)
    }

    /// The value of a flag, read as a number within bounds.
    pub fn number(&self, flag: &str, min: u64, max: u64) -> Result<Option<u64>, String> {
        match self.flags.iter().rev().find(|(f, _)| f == flag) {
            None => Ok(None),
            Some((_, v)) => match v.parse::<u64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(Some(n)),
                _ => Err(format!(
                    "{flag} takes a whole number from {min} to {max}, not `{v}`"
                )),
            },
        }
    }

    /// The value of a flag as text.
    pub fn text(&self, flag: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(f, _)| f == flag)
            .map(|(_, v)| v.as_str())
    }

    /// Refuses flags a command does not take.
    pub fn only_flags(&self, allowed: &[&str]) -> Result<(), String> {
        match self
            .flags
            .iter()
            .find(|(f, _)| !allowed.contains(&f.as_str()))
        {
            Some((f, _)) => Err(format!("{f} does not go with this command")),
            None => Ok(()),
        }
    }

    /// Positional word `i`, named for the error message when missing.
    pub fn word(&self, i: usize, what: &str) -> Result<&str, String> {
        self.positional
            .get(i)
            .map(String::as_str)
            .ok_or_else(|| format!("missing {what}"))
    }

    /// The position in positional word 0, read and checked with the rule options.
    pub fn position(&self) -> Result<Position, String> {
        let text = self.word(0, "position text")?;
        Position::from_text(text, self.options).map_err(|e| e.to_string())
    }
}
