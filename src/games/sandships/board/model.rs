//! What the Sandships board view is handed: the geometry to draw (cities, ports, zones,
//! canals), what stands where (spires, ships, pools), and the player's legal targets, already
//! decided by the host from the rules. The view knows no rules, as the Martian Chess board does
//! not: it draws, lets the player pick up and put down, and reports what was done.

/// Something on the board the player can point at.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Spot {
    /// A city (index in `NW NE SE SW C` order): where a ship lands, or a pool piece is built.
    City(u8),
    /// A port (index in the fixed port order).
    Port(u8),
    /// A piece of a spire: its city, its owner (seats 0-3, 4 dead) and its size (1-3). Equal
    /// pieces of one spire are one spot: which of them moves makes no difference.
    Piece {
        /// The city.
        city: u8,
        /// The owner.
        owner: u8,
        /// The size.
        size: u8,
    },
    /// A piece of a seat's pool, by size.
    Pool {
        /// The seat.
        seat: u8,
        /// The size.
        size: u8,
    },
}

/// What putting a piece on a target does, so the view can mark it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// A ship sails to an empty port.
    Move,
    /// A ship sails to an occupied port, bumping the ship there.
    Bump,
    /// A ship stands up in its city.
    Land,
    /// A spire piece becomes a ship in this port.
    Launch,
    /// A pool piece joins the home spire.
    Build,
    /// A pool piece replaces this ship, one size smaller.
    Unfurl,
    /// Where a bumped ship goes.
    BumpTo,
    /// A tap removes this piece (a zap).
    Zap,
}

/// A legal target: putting the piece at `from` on `to` does `mark`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Target {
    /// What is picked up.
    pub from: Spot,
    /// Where it goes.
    pub to: Spot,
    /// What it does.
    pub mark: Mark,
}

/// A spire in a city: its owner and its pieces, bottom (largest) to top.
#[derive(Clone, PartialEq, Debug)]
pub struct SpireView {
    /// The city's index.
    pub city: u8,
    /// Seats 0-3, 4 dead.
    pub owner: u8,
    /// Sizes 1-3, bottom to top (largest first).
    pub pieces: Vec<u8>,
}

/// A ship in a port.
#[derive(Clone, PartialEq, Debug)]
pub struct ShipView {
    /// Stable across actions, so a ship that sails glides.
    pub key: u32,
    /// The port's index.
    pub port: u8,
    /// Its seat.
    pub seat: u8,
    /// Its size, 1-3.
    pub size: u8,
}

/// A seat beside the board: its name, its pool and whether it is still in the game.
#[derive(Clone, PartialEq, Debug)]
pub struct SeatView {
    /// Its seat number.
    pub seat: u8,
    /// What the player reads ("Blue (you)", "Amber, computer 3").
    pub name: String,
    /// Pool pieces by size (small, medium, large).
    pub pool: [u8; 3],
    /// Out of the game.
    pub out: bool,
    /// Its home city's index.
    pub home: u8,
}

/// Everything the view draws, in SVG user units (the board is a 1000 x 1000 square).
#[derive(Clone, PartialEq, Debug)]
pub struct BoardData {
    /// The geometry.
    pub layout: Layout,
    /// Every spire.
    pub spires: Vec<SpireView>,
    /// Every ship.
    pub ships: Vec<ShipView>,
    /// The seats in play order.
    pub seats: Vec<SeatView>,
    /// Who controls each city (index in city order), if anyone.
    pub controllers: [Option<u8>; 5],
    /// The seat to act, while the game goes on.
    pub to_act: Option<u8>,
    /// The winner, once there is one.
    pub winner: Option<u8>,
    /// Spots the last action touched, to highlight.
    pub last: Vec<Spot>,
    /// Spots a teaching board points at (a lesson's hint: what to touch).
    pub hints: Vec<Spot>,
}

/// The board's geometry, derived by the host from the rules' board data.
#[derive(Clone, PartialEq, Debug)]
pub struct Layout {
    /// The cities in `NW NE SE SW C` order.
    pub cities: Vec<CityShape>,
    /// The ports in the fixed port order.
    pub ports: Vec<PortShape>,
    /// The eight zones, 1-8 clockwise from north, as polygons.
    pub zones: Vec<Vec<(f64, f64)>>,
    /// The canals, as segments.
    pub canals: Vec<((f64, f64), (f64, f64))>,
}

/// A round city.
#[derive(Clone, PartialEq, Debug)]
pub struct CityShape {
    /// `NW`, `NE`, `SE`, `SW` or `C`.
    pub name: String,
    /// Its centre.
    pub centre: (f64, f64),
    /// Its radius.
    pub radius: f64,
}

/// A port: a notch in a city's rim facing one zone, where a ship docks.
#[derive(Clone, PartialEq, Debug)]
pub struct PortShape {
    /// `NE1`, `C3`...
    pub name: String,
    /// Its city's index.
    pub city: u8,
    /// Its zone, 1-8.
    pub zone: u8,
    /// The notch, on the city's rim.
    pub notch: (f64, f64),
    /// Where a docked ship lies: its centre, in the zone beside the notch.
    pub berth: (f64, f64),
    /// The direction a docked ship points (from its base to its tip, towards the notch), in
    /// degrees clockwise from the +x axis (SVG's rotation).
    pub angle: f64,
}
