//! The Lightning dice: faces, the duplicates rule and the dice in hand.

use core::fmt;

/// A die face; the order is the one dice are written in.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Face {
    /// Transform: launch or land.
    T = 0,
    /// Build.
    B = 1,
    /// Unfurl.
    U = 2,
    /// Move.
    M = 3,
    /// Zap.
    Z = 4,
    /// Wild: any of the five actions.
    W = 5,
}

impl Face {
    /// In written order.
    pub const ALL: [Face; 6] = [Face::T, Face::B, Face::U, Face::M, Face::Z, Face::W];

    /// Its letter.
    pub const fn letter(self) -> char {
        match self {
            Face::T => 'T',
            Face::B => 'B',
            Face::U => 'U',
            Face::M => 'M',
            Face::Z => 'Z',
            Face::W => 'W',
        }
    }

    /// The face written with that letter.
    pub const fn from_letter(c: char) -> Option<Face> {
        match c {
            'T' => Some(Face::T),
            'B' => Some(Face::B),
            'U' => Some(Face::U),
            'M' => Some(Face::M),
            'Z' => Some(Face::Z),
            'W' => Some(Face::W),
            _ => None,
        }
    }
}

/// Three faces as rolled, in any order.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Roll(pub [Face; 3]);

impl Roll {
    /// The 56 distinct rolls (as multisets), each with how many of the 216 ordered rolls give it.
    pub fn distinct() -> impl Iterator<Item = (Roll, u32)> {
        (0..6).flat_map(move |a| {
            (a..6).flat_map(move |b| {
                (b..6).map(move |c| {
                    let ways = if a == b && b == c {
                        1
                    } else if a == b || b == c {
                        3
                    } else {
                        6
                    };
                    (Roll([Face::ALL[a], Face::ALL[b], Face::ALL[c]]), ways)
                })
            })
        })
    }

    /// The roll of three numbers 0-5 (for callers that draw their own random numbers).
    pub fn from_numbers(n: [u8; 3]) -> Roll {
        Roll(n.map(|x| Face::ALL[(x % 6) as usize]))
    }

    /// The dice it gives after the duplicates rule: two equal faces other than W, one becomes
    /// W; three equal, two become W and a fourth W die is added (three W also give it).
    pub fn dice(self) -> Dice {
        let mut counts = [0u8; 6];
        for f in self.0 {
            counts[f as usize] += 1;
        }
        let mut dice = Dice([0; 6]);
        for f in Face::ALL {
            let n = counts[f as usize];
            match (f, n) {
                (_, 0) => {}
                (Face::W, _) => dice.0[Face::W as usize] += n,
                (_, 1) => dice.0[f as usize] += 1,
                (_, 2) => {
                    dice.0[f as usize] += 1;
                    dice.0[Face::W as usize] += 1;
                }
                _ => {
                    dice.0[f as usize] += 1;
                    dice.0[Face::W as usize] += 2;
                }
            }
        }
        if counts.contains(&3) {
            dice.0[Face::W as usize] += 1;
        }
        dice
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for face in self.0 {
            write!(f, "{}", face.letter())?;
        }
        Ok(())
    }
}

/// The unused dice in hand, as a count per face.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Dice(pub [u8; 6]);

impl Dice {
    /// How many dice of that face.
    pub const fn count(self, face: Face) -> u8 {
        self.0[face as usize]
    }

    /// All dice, counted.
    pub fn len(self) -> u8 {
        self.0.iter().sum()
    }

    /// No die left.
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The faces present, each once, in written order.
    pub fn faces(self) -> impl Iterator<Item = Face> {
        Face::ALL
            .into_iter()
            .filter(move |f| self.0[*f as usize] > 0)
    }

    /// Spends one die of that face.
    pub fn take(&mut self, face: Face) {
        self.0[face as usize] = self.0[face as usize].saturating_sub(1);
    }

    /// Whether some roll gives dice of which these are a part (dice nobody could hold are
    /// refused by the state text).
    pub fn possible(self) -> bool {
        !self.is_empty()
            && Roll::distinct().any(|(roll, _)| {
                let full = roll.dice();
                (0..6).all(|i| self.0[i] <= full.0[i])
            })
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for face in Face::ALL {
            for _ in 0..self.0[face as usize] {
                write!(f, "{}", face.letter())?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn dice(roll: &str) -> alloc::string::String {
        let f: alloc::vec::Vec<Face> = roll
            .chars()
            .map(|c| Face::from_letter(c).unwrap())
            .collect();
        Roll([f[0], f[1], f[2]]).dice().to_string()
    }

    #[test]
    fn duplicates_become_wild() {
        assert_eq!(dice("MTB"), "TBM");
        assert_eq!(dice("TTB"), "TBW");
        assert_eq!(dice("ZZW"), "ZWW");
        assert_eq!(dice("UUU"), "UWWW");
        assert_eq!(dice("WWW"), "WWWW");
        assert_eq!(dice("WWT"), "TWW");
        assert_eq!(Roll::distinct().count(), 56);
        assert_eq!(Roll::distinct().map(|(_, w)| w).sum::<u32>(), 216);
    }

    #[test]
    fn only_dice_some_roll_gives_are_possible() {
        assert!(Dice([1, 0, 0, 0, 0, 3]).possible());
        assert!(Dice([0, 0, 0, 0, 0, 4]).possible());
        assert!(!Dice([2, 0, 0, 0, 0, 0]).possible(), "a pair is never kept");
        assert!(!Dice([1, 1, 0, 0, 0, 3]).possible());
        assert!(!Dice([0; 6]).possible());
    }
}
