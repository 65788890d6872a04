//! The dice tray: a turn's three or four dice as buttons, each with our own picture of its
//! face (Transform, Build, Unfurl, Move, Zap, Wild). The player picks the die to spend next;
//! used dice are dimmed, a die that is wild now (its own action impossible) carries a star, the
//! three-of-a-kind bonus die a "+1". It knows no rules: the host says what each die is.

use yew::prelude::*;

/// One die as the tray shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DieView {
    /// Its face: `T B U M Z W`.
    pub face: char,
    /// Spent this turn.
    pub used: bool,
    /// Effectively wild now: its own action is impossible, so it may be spent on any.
    pub wild: bool,
    /// The three-of-a-kind fourth die.
    pub bonus: bool,
}

/// A face's action name.
pub fn face_name(face: char) -> &'static str {
    match face {
        'T' => "Transform",
        'B' => "Build",
        'U' => "Unfurl",
        'M' => "Move",
        'Z' => "Zap",
        _ => "Wild",
    }
}

/// A die's accessible name: "Move die, used", "Zap die, wild now: its own action is
/// impossible", "Wild die, bonus".
pub fn die_label(die: &DieView) -> String {
    let mut label = format!("{} die", face_name(die.face));
    if die.bonus {
        label.push_str(", bonus");
    }
    if die.used {
        label.push_str(", used");
    } else if die.wild && die.face != 'W' {
        label.push_str(", wild now: its own action is impossible");
    }
    label
}

/// The picture of a face, in a 48 x 48 box, drawn with the current colour.
pub fn face_icon(face: char) -> Html {
    let shapes = match face {
        // A piece turning: upright on the left, lying on the right, an arrow over them.
        'T' => html! {
            <>
                <polygon class="fill" points="5,40 12,20 19,40" />
                <polygon class="fill" points="28,33 44,39 28,45" />
                <path class="line" d="M 11 15 Q 22 2 35 16" />
                <polygon class="fill" points="31,17 38,19 37,12" />
            </>
        },
        // A spire with a plus.
        'B' => html! {
            <>
                <polygon class="fill" points="6,44 10,33 22,33 26,44" />
                <polygon class="fill" points="9,31 16,12 23,31" />
                <path class="line thick" d="M 36 10 V 26 M 28 18 H 44" />
            </>
        },
        // A boat whose small sail grows into a larger one.
        'U' => html! {
            <>
                <path class="line" d="M 20 37 V 4" />
                <polygon class="ghost-sail" points="23,4 45,33 23,33" />
                <polygon class="fill" points="23,15 35,33 23,33" />
                <polygon class="fill" points="4,37 44,37 37,45 11,45" />
            </>
        },
        // An arrow between two ports.
        'M' => html! {
            <>
                <path class="line" d="M 3 14 A 9 9 0 0 1 3 32" />
                <path class="line" d="M 45 14 A 9 9 0 0 0 45 32" />
                <path class="line thick" d="M 12 23 H 33" />
                <polygon class="fill" points="31,15 41,23 31,31" />
            </>
        },
        // A lightning bolt.
        'Z' => html! {
            <polygon class="fill" points="28,3 9,27 21,27 16,45 38,18 26,18 31,3" />
        },
        // A star.
        _ => html! {
            <polygon class="fill"
                points="24,3 29.6,17.3 44.9,18.2 33.1,27.9 36.9,42.8 24,34.5 11.1,42.8 14.9,27.9 3.1,18.2 18.4,17.3" />
        },
    };
    html! {
        <svg class="die-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">{ shapes }</svg>
    }
}

/// What the tray is given.
#[derive(Properties, PartialEq, Clone)]
pub struct DiceTrayProps {
    /// The turn's dice, in the host's order.
    pub dice: Vec<DieView>,
    /// The die picked to spend next.
    #[prop_or_default]
    pub picked: Option<usize>,
    /// A die a lesson's hint points at.
    #[prop_or_default]
    pub hinted: Option<usize>,
    /// A die picked (`Some`) or the picked one let go (`None`, a click on it again).
    #[prop_or_default]
    pub on_pick: Callback<Option<usize>>,
    /// Whether the player may pick.
    #[prop_or_default]
    pub interactive: bool,
    /// While the dice roll: a short tumble (none under reduced motion).
    #[prop_or_default]
    pub rolling: bool,
    /// The tray's accessible name.
    #[prop_or(AttrValue::from("Dice"))]
    pub label: AttrValue,
}

/// The dice tray.
#[function_component(DiceTray)]
pub fn dice_tray(props: &DiceTrayProps) -> Html {
    let dice = props.dice.iter().enumerate().map(|(i, die)| {
        let picked = props.picked == Some(i) && !die.used;
        let onclick = {
            let on_pick = props.on_pick.clone();
            Callback::from(move |_: MouseEvent| on_pick.emit(if picked { None } else { Some(i) }))
        };
        let wild_now = die.wild && !die.used && die.face != 'W';
        let class = classes!(
            "die",
            format!("face-{}", die.face.to_ascii_lowercase()),
            die.used.then_some("used"),
            wild_now.then_some("wild-now"),
            die.bonus.then_some("bonus"),
            picked.then_some("picked"),
            (props.hinted == Some(i) && !die.used).then_some("hinted"),
        );
        html! {
            <li>
                <button type="button" class={class} data-die={die.face.to_string()}
                    data-used={die.used.to_string()}
                    aria-pressed={picked.to_string()}
                    aria-label={die_label(die)} title={die_label(die)}
                    disabled={!props.interactive || die.used}
                    {onclick}>
                    { face_icon(die.face) }
                    <span class="die-name" aria-hidden="true">{ face_name(die.face) }</span>
                    if wild_now {
                        <span class="die-badge wild-badge" aria-hidden="true">{ "★" }</span>
                    }
                    if die.bonus {
                        <span class="die-badge bonus-badge" aria-hidden="true">{ "+1" }</span>
                    }
                </button>
            </li>
        }
    });
    html! {
        <ul class={classes!("dice-tray", props.rolling.then_some("rolling"))}
            aria-label={props.label.clone()}>
            { for dice }
        </ul>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn die(face: char) -> DieView {
        DieView {
            face,
            used: false,
            wild: false,
            bonus: false,
        }
    }

    #[test]
    fn labels_say_face_use_and_wildness() {
        assert_eq!(die_label(&die('M')), "Move die");
        assert_eq!(
            die_label(&DieView {
                used: true,
                ..die('M')
            }),
            "Move die, used"
        );
        assert_eq!(
            die_label(&DieView {
                wild: true,
                ..die('Z')
            }),
            "Zap die, wild now: its own action is impossible"
        );
        assert_eq!(
            die_label(&DieView {
                wild: true,
                bonus: true,
                ..die('W')
            }),
            "Wild die, bonus"
        );
    }

    #[test]
    fn every_face_has_a_name() {
        let names: Vec<&str> = "TBUMZW".chars().map(face_name).collect();
        assert_eq!(
            names,
            ["Transform", "Build", "Unfurl", "Move", "Zap", "Wild"]
        );
    }
}
