//! The 256 words a key's fingerprint is said in (one a byte): short, common, easy to tell
//! apart when read aloud. Never change this list: fingerprints shown before would change.

/// The words, one for each byte value.
pub const WORDS: [&str; 256] = [
    "acorn", "adobe", "agent", "alarm", "album", "alley", "amber", "angel", "ankle", "apple",
    "apron", "arrow", "aspen", "atlas", "attic", "award", "bacon", "badge", "bagel", "baker",
    "bamboo", "banjo", "barn", "basil", "beach", "beard", "bench", "berry", "bison", "blade",
    "blaze", "bloom", "board", "boat", "bonus", "boot", "bread", "brick", "bride", "brook",
    "broom", "brush", "bucket", "buddy", "bugle", "cabin", "cable", "cactus", "camel", "candy",
    "canoe", "cargo", "carpet", "carrot", "castle", "cedar", "chain", "chalk", "cherry", "chess",
    "chief", "cider", "cliff", "clock", "cloud", "clover", "coast", "cobra", "comet", "coral",
    "cotton", "couch", "crane", "crayon", "creek", "crown", "cubic", "daisy", "dance", "delta",
    "denim", "desert", "diary", "dingo", "diver", "dolphin", "donkey", "dragon", "drum", "eagle",
    "easel", "ember", "empire", "engine", "falcon", "fancy", "feast", "fence", "fern", "ferry",
    "fiddle", "field", "flame", "flute", "forest", "fossil", "fox", "frost", "fudge", "garden",
    "garlic", "gecko", "ghost", "giant", "ginger", "glacier", "globe", "goose", "grape", "gravel",
    "guitar", "hammer", "harbor", "harp", "hazel", "helmet", "heron", "hiker", "honey", "hornet",
    "hotel", "husky", "igloo", "island", "ivory", "jacket", "jaguar", "jelly", "jewel", "jockey",
    "judge", "juice", "kayak", "kettle", "kiwi", "koala", "ladder", "lagoon", "lamp", "lantern",
    "laser", "lemon", "lily", "linen", "lizard", "llama", "lobster", "locket", "lotus", "lunar",
    "magnet", "mango", "maple", "marble", "meadow", "melon", "meteor", "mint", "mirror", "monkey",
    "moose", "mosaic", "motor", "muffin", "mural", "nectar", "needle", "noble", "nomad", "nutmeg",
    "oasis", "ocean", "olive", "onion", "opera", "orbit", "orchid", "otter", "oven", "owl",
    "paddle", "palace", "panda", "paper", "parrot", "pasta", "peach", "pearl", "pebble", "pepper",
    "piano", "pilot", "pirate", "planet", "plum", "polar", "pony", "poppy", "potato", "prism",
    "pumpkin", "puzzle", "quail", "quartz", "quilt", "rabbit", "radar", "raven", "reef", "ribbon",
    "river", "robin", "rocket", "rose", "ruby", "saddle", "salmon", "sandal", "satin", "scarf",
    "shark", "shell", "sierra", "silver", "sketch", "sloth", "snail", "sonnet", "spice", "spoon",
    "spruce", "squid", "stamp", "storm", "sugar", "summit", "swan", "tablet", "tango", "temple",
    "thunder", "tiger", "timber", "toast", "tomato", "topaz",
];

#[cfg(test)]
mod tests {
    #[test]
    fn the_words_are_distinct_and_plain() {
        let mut sorted = super::WORDS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 256);
        assert!(super::WORDS
            .iter()
            .all(|w| (2..=8).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_lowercase())));
    }
}
