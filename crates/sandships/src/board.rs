//! The board as data: five cities, eight zones, sixteen ports, and which port a ship may sail to.
//!
//! No published source shows the real board, so this is our reading of the rules text (see the
//! crate docs): four straight canals through the centre make eight triangular zones, numbered
//! 1-8 clockwise from north, each touching the centre city and one corner city. Everything the
//! rules need is derived from [`Board::zone_cities`]; a different board is a different value.

use core::fmt;

/// A city, in the order of the state text: `NW NE SE SW C`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum City {
    /// The north-west corner.
    NW = 0,
    /// The north-east corner.
    NE = 1,
    /// The south-east corner.
    SE = 2,
    /// The south-west corner.
    SW = 3,
    /// The centre.
    C = 4,
}

impl City {
    /// In state-text order.
    pub const ALL: [City; 5] = [City::NW, City::NE, City::SE, City::SW, City::C];

    /// Its index in [`City::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Its name: `NW`, `NE`, `SE`, `SW`, `C`.
    pub const fn name(self) -> &'static str {
        match self {
            City::NW => "NW",
            City::NE => "NE",
            City::SE => "SE",
            City::SW => "SW",
            City::C => "C",
        }
    }

    /// The city of that name.
    pub fn from_name(name: &str) -> Option<City> {
        City::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for City {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A port: the index of a notch in [`Board::ports`] (the fixed port order).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Port(pub u8);

impl Port {
    /// Its index in the fixed port order.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// The number of ports.
pub const PORTS: usize = 16;

/// The geometry the rules use.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Board {
    /// The two cities each zone (1-8, here indexed 0-7) touches: the centre and one corner.
    pub zone_cities: [[City; 2]; 8],
    /// Every port, as (city, zone 1-8), in the fixed port order.
    pub ports: [(City, u8); PORTS],
    /// For each port, the ports a ship there may sail to, as a bit set over port indices.
    pub reach: [u16; PORTS],
}

impl Board {
    /// Our reading of the board (SANDSHIPS.md, "Board").
    pub const STANDARD: Board = Board::new(
        [
            [City::C, City::NE],
            [City::C, City::NE],
            [City::C, City::SE],
            [City::C, City::SE],
            [City::C, City::SW],
            [City::C, City::SW],
            [City::C, City::NW],
            [City::C, City::NW],
        ],
        [
            (City::NW, 7),
            (City::NW, 8),
            (City::NE, 1),
            (City::NE, 2),
            (City::SE, 3),
            (City::SE, 4),
            (City::SW, 5),
            (City::SW, 6),
            (City::C, 1),
            (City::C, 2),
            (City::C, 3),
            (City::C, 4),
            (City::C, 5),
            (City::C, 6),
            (City::C, 7),
            (City::C, 8),
        ],
    );

    /// A board from its zones and ports; a ship sails from (city X, zone z) to any other port of
    /// X, or to the port of zone z at the other city of z.
    pub const fn new(zone_cities: [[City; 2]; 8], ports: [(City, u8); PORTS]) -> Board {
        let mut reach = [0u16; PORTS];
        let mut from = 0;
        while from < PORTS {
            let (city, zone) = ports[from];
            let pair = zone_cities[zone as usize - 1];
            let other = if pair[0] as u8 == city as u8 {
                pair[1]
            } else {
                pair[0]
            };
            let mut to = 0;
            while to < PORTS {
                let (c, z) = ports[to];
                let same_city = c as u8 == city as u8 && to != from;
                let across = c as u8 == other as u8 && z == zone;
                if same_city || across {
                    reach[from] |= 1 << to;
                }
                to += 1;
            }
            from += 1;
        }
        Board {
            zone_cities,
            ports,
            reach,
        }
    }

    /// The city a port belongs to (the city a ship there points at).
    pub const fn city_of(&self, port: Port) -> City {
        self.ports[port.index()].0
    }

    /// The ports of a city, as a bit set.
    pub fn ports_of(&self, city: City) -> u16 {
        let mut set = 0;
        for (i, (c, _)) in self.ports.iter().enumerate() {
            if *c == city {
                set |= 1 << i;
            }
        }
        set
    }

    /// Whether a ship at `from` may sail to `to`.
    pub const fn reaches(&self, from: Port, to: Port) -> bool {
        self.reach[from.index()] & (1 << to.0) != 0
    }

    /// A port's name, such as `NE1` or `C3`.
    pub fn port_name(&self, port: Port) -> PortName {
        let (city, zone) = self.ports[port.index()];
        PortName(city, zone)
    }

    /// The port of that name.
    pub fn port(&self, name: &str) -> Option<Port> {
        let split = name.len().checked_sub(1)?;
        if !name.is_char_boundary(split) {
            return None;
        }
        let city = City::from_name(&name[..split])?;
        let zone = name[split..].parse::<u8>().ok()?;
        self.ports
            .iter()
            .position(|&p| p == (city, zone))
            .map(|i| Port(i as u8))
    }
}

/// A port written as its name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PortName(City, u8);

impl fmt::Display for PortName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.0, self.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn ports_reach_their_city_and_their_zone() {
        let b = &Board::STANDARD;
        let p = |n: &str| b.port(n).unwrap();
        assert_eq!(b.port_name(p("NE1")).to_string(), "NE1");
        assert!(b.reaches(p("NE1"), p("NE2")));
        assert!(b.reaches(p("NE1"), p("C1")));
        assert!(!b.reaches(p("NE1"), p("C2")));
        assert!(!b.reaches(p("NE1"), p("NE1")));
        assert_eq!(b.reach[p("C1").index()].count_ones(), 8, "C2-C8 and NE1");
        assert_eq!(b.reach[p("SW6").index()].count_ones(), 2, "SW5 and C6");
        assert_eq!(b.ports_of(City::C).count_ones(), 8);
        assert_eq!(b.port("X1"), None);
        assert_eq!(b.port("NE3"), None);
        assert_eq!(b.port(""), None);
    }
}
